import { Alert, Button, Text, TextInput } from '@mantine/core';
import {
  isContactEmail,
  EMAIL_MESSAGE,
  type TContactCodeSent,
  type TContactKind,
  type TProfile,
} from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpCodeForm } from '../../../components/access/otp-code-form';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { isPhoneAccepted } from '../../../components/phone-input/phone-value';
import { usePhoneSettings } from '../../../components/phone-input/use-phone-settings';
import { paths } from '../../../config/paths';
import { toErrorCode } from '../../../lib/http/api-error';
import { readSelectedHolder } from '../../../lib/session/user-access';
import { useConfirmContact, useRequestContactCode } from '../api/profile-api';
import classes from '../profile.module.css';
import { Facts, SectionCard } from './section-card';

/**
 * Contacts (habilitation maj_email): starred on screen; a new mobile or e-mail takes effect only
 * once the one-time code sent to it comes back (spec 1 §2 item 6's code block).
 */
export function ContactsSection({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const settings = usePhoneSettings(readSelectedHolder()?.emetIden);
  const [kind, setKind] = useState<TContactKind | null>(null);
  const [value, setValue] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [sent, setSent] = useState<TContactCodeSent | null>(null);
  const [done, setDone] = useState<TContactKind | null>(null);
  const request = useRequestContactCode();
  const confirm = useConfirmContact();
  const canEdit = profile.rights.maj_email && !kind;

  const open = (next: TContactKind) => {
    setKind(next);
    setValue('');
    setSent(null);
    setDone(null);
    setShowErrors(false);
    request.reset();
    confirm.reset();
  };
  const isValid =
    kind === 'MAIL'
      ? isContactEmail(value.trim())
      : settings !== null && isPhoneAccepted(value, settings, true);
  const send = () => {
    setShowErrors(true);
    if (!kind || !isValid) return;
    request.mutate({ kind, value: value.trim() }, { onSuccess: setSent });
  };
  const validate = async (code: string) => {
    if (!sent) return;
    try {
      await confirm.mutateAsync({ verificationKey: sent.verificationKey, code });
      setDone(kind);
      setKind(null);
      setSent(null);
    } catch {
      // The code form shows the answer below the field.
    }
  };

  return (
    <SectionCard id="contacts" title="profil.contacts.title">
      {done ? (
        <Alert color="green" role="status" mb="sm">
          {t(done === 'MOBILE' ? 'profil.contacts.mobile.done' : 'profil.contacts.email.done')}
        </Alert>
      ) : null}
      <Facts
        items={[
          ['profil.field.telephone', profile.telephoneMasque],
          ['profil.field.email', profile.emailMasque],
        ]}
      />
      {canEdit ? (
        <div className={classes.links}>
          <Button variant="light" onClick={() => open('MOBILE')}>
            {t('profil.contacts.mobile.change')}
          </Button>
          <Button variant="light" onClick={() => open('MAIL')}>
            {t('profil.contacts.email.change')}
          </Button>
        </div>
      ) : null}
      {kind && !sent ? (
        <form
          className={classes.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <div className={classes.wide}>
            {kind === 'MOBILE' ? (
              settings ? (
                <PhoneInput
                  label={t('profil.contacts.mobile.new')}
                  onChange={setValue}
                  settings={settings}
                  isRequired
                  showErrors={showErrors}
                  serverError={request.isError ? toErrorCode(request.error) : null}
                />
              ) : null
            ) : (
              <TextInput
                type="email"
                label={t('profil.contacts.email.new')}
                value={value}
                autoComplete="email"
                onChange={(event) => setValue(event.currentTarget.value)}
                error={
                  showErrors && !isValid
                    ? t(EMAIL_MESSAGE)
                    : request.isError
                      ? t(toErrorCode(request.error))
                      : undefined
                }
                required
              />
            )}
          </div>
          <Text size="sm" className={classes.wide}>
            {t('profil.contacts.codeNotice')}
          </Text>
          <div className={classes.actions}>
            <Button type="submit" loading={request.isPending}>
              {t('profil.contacts.sendCode')}
            </Button>
            <Button variant="default" onClick={() => setKind(null)}>
              {t('profil.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      {kind && sent ? (
        <div>
          <Text mb="sm">{t('profil.contacts.codeSent', { maskedTo: sent.maskedTo })}</Text>
          <OtpCodeForm
            onSubmit={validate}
            errorCode={confirm.isError ? toErrorCode(confirm.error) : null}
            noCodeHref={paths.contact.getHref()}
          />
          <Button variant="default" mt="sm" onClick={() => setKind(null)}>
            {t('profil.cancel')}
          </Button>
        </div>
      ) : null}
    </SectionCard>
  );
}
