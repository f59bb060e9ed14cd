import { Button, Modal, Text, TextInput } from '@mantine/core';
import { isContactEmail, type TPhoneSettings } from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverKey } from '../../lib/i18n/server-key';
import { BLOCKING_MODAL_PROPS } from '../modals/blocking-modal';
import { modals } from '../modals/modal-store';
import { PhoneInput } from '../phone-input/phone-input';
import { isPhoneAccepted } from '../phone-input/phone-value';
import { ApiError } from '../../lib/http/api-error';
import { updateMediumContact, type TCheckMode } from './api/identity-check-api';
import classes from './document-upload.module.css';

type TProps = {
  mode: TCheckMode;
  secondToken: string;
  initial: { phone: string; email: string };
  /** The issuer's phone rules (allowed dial codes, strong mobile check); null until known. */
  phoneSettings: TPhoneSettings | null;
  onSent: () => void;
  onLeave: () => void;
};

const NO_RULES: TPhoneSettings = { allowedDialCodes: [], mobileCheckDialCodes: [] };

/**
 * Spec 2 §2 Medium-score modal: a country-aware mobile number (the spec's mobile rule, as the
 * server applies it) and an e-mail, sent with the stored language; closing asks first. A failed
 * update is an error alert with the server's code (spec 2 §8), not a line in the form.
 */
export function MediumScoreModal({ mode, secondToken, initial, phoneSettings, onSent, onLeave }: TProps) {
  const { t, i18n } = useTranslation();
  const settings = phoneSettings ?? NO_RULES;
  const [phone, setPhone] = useState(initial.phone);
  const [email, setEmail] = useState(initial.email);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<{ telephone?: string; mail?: string }>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const isEmailValid = email.trim() !== '' && isContactEmail(email.trim(), { caseInsensitive: true });

  const send = async () => {
    setIsSubmitted(true);
    setServerFields({});
    if (!isPhoneAccepted(phone, settings) || !isEmailValid) return;
    setIsSending(true);
    try {
      await updateMediumContact(mode, {
        verificationKey: secondToken,
        telephone: phone,
        mail: email.trim(),
        lang: i18n.language || 'fr',
      });
      onSent();
    } catch (error) {
      // A refused field is told beside it; any other failure in the error alert.
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      if (fields.telephone || fields.mail) setServerFields(fields);
      else
        void modals.alert({
          kind: 'error',
          title: 'general.warning.alert',
          body: error instanceof ApiError && error.errorCode ? error.errorCode : 'general.warning.error',
        });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Modal {...BLOCKING_MODAL_PROPS} onClose={() => setIsConfirming(true)} title={t('idcheck.medium.title')}>
      <div className={classes.stack}>
        <Text>{t('idcheck.medium.text')}</Text>
        <PhoneInput
          label={t('idcheck.medium.phone')}
          defaultValue={initial.phone}
          onChange={setPhone}
          settings={settings}
          showErrors={isSubmitted}
          serverError={serverFields.telephone}
        />
        <TextInput
          label={t('idcheck.medium.email')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={
            serverFields.mail
              ? t(serverKey(serverFields.mail))
              : isSubmitted && !isEmailValid
                ? t('form.field.validator.email')
                : undefined
          }
          type="email"
          autoComplete="email"
          required
        />
        {isConfirming ? (
          <div className={classes.note} role="alert">
            <Text fw={700}>{t('idcheck.medium.confirm.title')}</Text>
            <Text mb="sm">{t('idcheck.medium.confirm.text')}</Text>
            <div className={classes.actions}>
              <Button variant="default" onClick={() => setIsConfirming(false)}>
                {t('idcheck.medium.confirm.continue')}
              </Button>
              <Button color="red.9" onClick={onLeave}>
                {t('idcheck.medium.confirm.leave')}
              </Button>
            </div>
          </div>
        ) : (
          <div className={classes.actions}>
            <Button variant="default" onClick={() => setIsConfirming(true)}>
              {t('general.close')}
            </Button>
            <Button loading={isSending} onClick={() => void send()}>
              {t('general.validate')}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
