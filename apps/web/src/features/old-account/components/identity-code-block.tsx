import { Text } from '@mantine/core';
import type { TChannel } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { OtpCodeForm } from '../../../components/access/otp-code-form';
import { useCodeStep } from '../../../components/access/use-code-step';
import { requestOldAccountCode } from '../api/request-otp';
import type { TContactsOnRecord } from '../api/validate-infos';
import { validateOldContactCode } from '../api/validate-old-contact-code';
import { CodeChannelButtons } from './code-channel-buttons';
import journey from '../../../components/layout/journey.module.css';
import { flowFailures } from './flow-failures';

type TIdentityCodeBlockProps = {
  verificationKey: string;
  contacts: TContactsOnRecord;
  /** The channel that may carry the code: the contact that is not being changed. */
  only: TChannel | undefined;
  onConfirmed: () => void;
  onExpired: () => void;
};

/**
 * Before a contact changes (spec 1 §2 item 6): a code to the contact on record that stays
 * (request-otp), checked by validate/otp-old.
 */
export function IdentityCodeBlock({
  verificationKey,
  contacts,
  only,
  onConfirmed,
  onExpired,
}: TIdentityCodeBlockProps) {
  const { t } = useTranslation();
  const flow = useCodeStep({
    request: (channel: TChannel) => requestOldAccountCode(verificationKey, channel),
    validate: (code) => validateOldContactCode(verificationKey, code),
    onValidated: onConfirmed,
    ...flowFailures(onExpired),
  });
  const { sent } = flow;
  const request = (channel: TChannel) => flow.request(channel);

  return (
    <section className={journey.section} aria-labelledby="identity-code-title">
      <Text component="h2" fw={700} size="md" id="identity-code-title">
        {t('oldaccount.change.identity.title')}
      </Text>
      {sent ? (
        <>
          <Text size="sm">
            {t(sent.channel === 'MOBILE' ? 'oldaccount.space.sent.sms' : 'oldaccount.space.sent.mail', {
              to: sent.maskedTo,
            })}
          </Text>
          <OtpCodeForm
            onSubmit={flow.validate}
            errorCode={flow.errorCode}
            noCodeHref={paths.contactUsFormCall.getHref()}
          />
        </>
      ) : (
        <>
          <Text size="sm">{t('oldaccount.change.identity.text')}</Text>
          <CodeChannelButtons
            contacts={contacts}
            only={only}
            isPending={flow.isRequesting}
            onRequest={(channel) => void request(channel)}
          />
          {flow.errorCode ? (
            <Text c="red.9" size="sm" role="alert">
              {t(flow.errorCode)}
            </Text>
          ) : null}
        </>
      )}
    </section>
  );
}
