import { Button, Text } from '@mantine/core';
import type { TChannel, TContactInfo } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { OtpCodeForm } from '../../../components/access/otp-code-form';
import { useCodeStep } from '../../../components/access/use-code-step';
import { requestIdentityOtp } from '../api/request-otp';
import { validateIdentityOtp } from '../api/validate-identity-otp';
import { identityCodeOffers, type TEditMode } from '../../../components/access/contact-actions';
import access from '../../../components/access/access.module.css';
import { InlineError } from './inline-error';
import journey from '../../../components/layout/journey.module.css';
import { StatusAlert } from './status-alert';

type TIdentityCodeBlockProps = {
  verificationKey: string;
  contact: TContactInfo;
  mode: TEditMode;
  isConfirmed: boolean;
  onConfirmed: () => void;
};

/**
 * Spec 1 §2 item 6: before a contact changes, a code sent to a contact already on file. Before the
 * request it offers the channels the spec allows; once requested (the submitted flag) it shows the
 * code field and the no-code-received link.
 */
export function IdentityCodeBlock({
  verificationKey,
  contact,
  mode,
  isConfirmed,
  onConfirmed,
}: TIdentityCodeBlockProps) {
  const { t } = useTranslation();
  const step = useCodeStep({
    request: (type: TChannel) => requestIdentityOtp(verificationKey, type),
    validate: (code) => validateIdentityOtp(verificationKey, code),
    onValidated: onConfirmed,
  });
  const { sent, errorCode } = step;
  const offers = identityCodeOffers(contact, mode);

  return (
    <section className={journey.section} aria-labelledby="identity-title">
      <Text component="h2" fw={700} size="lg" id="identity-title">
        {t('signup.identity.title')}
      </Text>
      {isConfirmed ? (
        <StatusAlert kind="success">{t('signup.identity.confirmed')}</StatusAlert>
      ) : sent ? (
        <>
          <Text>{t('signup.identity.sent', { maskedTo: sent.maskedTo })}</Text>
          <OtpCodeForm
            onSubmit={step.validate}
            errorCode={errorCode}
            noCodeHref={paths.contactUsFormCall.getHref()}
          />
        </>
      ) : (
        <>
          <Text>{t('signup.identity.text')}</Text>
          <div className={journey.actions}>
            {offers.byMobile ? (
              <Button
                variant="light"
                size="md"
                classNames={{ root: access.wrapRoot, label: access.wrapLabel }}
                onClick={() => step.request('MOBILE')}
              >
                {t('signup.identity.bymobile')}
              </Button>
            ) : null}
            {offers.byEmail ? (
              <Button
                variant="light"
                size="md"
                classNames={{ root: access.wrapRoot, label: access.wrapLabel }}
                onClick={() => step.request('MAIL')}
              >
                {t('signup.identity.bymail')}
              </Button>
            ) : null}
          </div>
          <InlineError errorCode={errorCode} />
        </>
      )}
    </section>
  );
}
