import { Anchor, Text } from '@mantine/core';
import type { TChannel, TContactInfo } from '@nomina/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { OtpCodeForm } from '../../../components/access/otp-code-form';
import { useCodeStep } from '../../../components/access/use-code-step';
import { ContactFormLink } from '../../../components/contact/contact-form-link';
import { requestOldAccountCode } from '../api/request-otp';
import type { TContactsOnRecord } from '../api/validate-infos';
import { validateSpaceCode } from '../api/validate-otp';
import { CodeChannelButtons } from './code-channel-buttons';
import journey from '../../../components/layout/journey.module.css';
import { flowFailures } from './flow-failures';

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
  // The code is checked against the channel it went to (the form shows only once it is sent).
  const channel = useRef<TChannel>('MOBILE');
  const flow = useCodeStep({
    request: (chosen: TChannel) => requestOldAccountCode(verificationKey, chosen),
    onRequested: (sent) => {
      channel.current = sent.channel;
    },
    validate: (code) => validateSpaceCode(verificationKey, channel.current, code),
    onValidated: onVerified,
    ...flowFailures(onExpired),
  });
  const { sent } = flow;
  const request = (channel: TChannel) => flow.request(channel);

  if (sent) {
    return (
      <div className={journey.stack}>
        <Text>
          {t(sent.channel === 'MOBILE' ? 'oldaccount.space.sent.sms' : 'oldaccount.space.sent.mail', {
            to: sent.maskedTo,
          })}
        </Text>
        <OtpCodeForm
          onSubmit={flow.validate}
          errorCode={flow.errorCode}
          noCodeHref={paths.contactUsFormCall.getHref()}
        />
        <Anchor component="button" type="button" size="sm" className={journey.start} onClick={flow.reset}>
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
        isPending={flow.isRequesting}
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
