import { Anchor, Text } from '@mantine/core';
import type { TChannel, TCodeSent, TContactInfo } from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { OtpCodeForm } from '../../../components/access/otp-code-form';
import { ContactFormLink } from '../../../components/contact/contact-form-link';
import { requestOldAccountCode } from '../api/request-otp';
import type { TContactsOnRecord } from '../api/validate-infos';
import { validateSpaceCode } from '../api/validate-otp';
import { CodeChannelButtons } from './code-channel-buttons';
import journey from '../../../components/layout/journey.module.css';
import { useFlowCall } from './use-flow-call';

type TSpaceStepProps = {
  verificationKey: string;
  contacts: TContactsOnRecord;
  onVerified: (contact: TContactInfo) => void;
  onExpired: () => void;
};

/**
 * "Your space" (spec 1 §2 item 8): a code by SMS or by e-mail, to the contacts on record that
 * exist, then the code; a no-mail button leads to the contact form for those who have neither.
 */
export function SpaceStep({ verificationKey, contacts, onVerified, onExpired }: TSpaceStepProps) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<TCodeSent | null>(null);
  const flow = useFlowCall(onExpired);

  const request = async (channel: TChannel) => {
    const answer = await flow.run(() => requestOldAccountCode(verificationKey, channel));
    if (answer) setSent(answer);
  };
  const validate = async (code: string) => {
    if (!sent) return;
    const contact = await flow.run(() => validateSpaceCode(verificationKey, sent.channel, code));
    if (contact) onVerified(contact);
  };

  if (sent) {
    return (
      <div className={journey.stack}>
        <Text>
          {t(sent.channel === 'MOBILE' ? 'oldaccount.space.sent.sms' : 'oldaccount.space.sent.mail', {
            to: sent.maskedTo,
          })}
        </Text>
        <OtpCodeForm
          onSubmit={validate}
          errorCode={flow.errorCode}
          noCodeHref={paths.contactUsFormCall.getHref()}
        />
        <Anchor
          component="button"
          type="button"
          size="sm"
          className={journey.start}
          onClick={() => setSent(null)}
        >
          {t('oldaccount.space.other')}
        </Anchor>
      </div>
    );
  }

  return (
    <div className={journey.stack}>
      <Text>
        {t(contacts.hasPhone || contacts.hasEmail ? 'oldaccount.space.text' : 'oldaccount.space.none')}
      </Text>
      <CodeChannelButtons
        contacts={contacts}
        isPending={flow.isPending}
        onRequest={(channel) => void request(channel)}
      />
      {flow.errorCode ? (
        <Text c="red.9" role="alert">
          {t(flow.errorCode)}
        </Text>
      ) : null}
      <section className={journey.section} aria-labelledby="space-nomail-title">
        <Text component="h2" fw={700} size="md" id="space-nomail-title">
          {t('oldaccount.space.nomail.title')}
        </Text>
        <Text size="sm">{t('oldaccount.space.nomail.text')}</Text>
        <ContactFormLink variant="button" buttonProps={{ className: journey.start }}>
          {t('oldaccount.space.nomail.button')}
        </ContactFormLink>
      </section>
    </div>
  );
}
