import { Button, Modal, Text, TextInput } from '@mantine/core';
import { isContactEmail } from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCKING_MODAL_PROPS } from '../modals/blocking-modal';
import { toErrorCode } from '../../lib/http/api-error';
import { updateMediumContact, type TCheckMode } from './api/identity-check-api';
import classes from './document-upload.module.css';

type TProps = {
  mode: TCheckMode;
  secondToken: string;
  initial: { phone: string; email: string };
  onSent: () => void;
  onLeave: () => void;
};

/** Spec 2 §2 Medium-score modal: phone and e-mail, sent with the stored language; closing asks first. */
export function MediumScoreModal({ mode, secondToken, initial, onSent, onLeave }: TProps) {
  const { t, i18n } = useTranslation();
  const [phone, setPhone] = useState(initial.phone);
  const [email, setEmail] = useState(initial.email);
  const [errors, setErrors] = useState<{ phone?: string; email?: string; form?: string }>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSending, setIsSending] = useState(false);

  const send = async () => {
    const next: typeof errors = {};
    if (!phone.trim()) next.phone = 'idcheck.medium.required';
    if (!email.trim() || !isContactEmail(email.trim(), { caseInsensitive: true }))
      next.email = 'form.field.validator.email';
    setErrors(next);
    if (next.phone || next.email) return;
    setIsSending(true);
    try {
      await updateMediumContact(mode, {
        verificationKey: secondToken,
        telephone: phone.trim(),
        mail: email.trim(),
        lang: i18n.language || 'fr',
      });
      onSent();
    } catch (error) {
      setErrors({ form: toErrorCode(error) });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Modal {...BLOCKING_MODAL_PROPS} onClose={() => setIsConfirming(true)} title={t('idcheck.medium.title')}>
      <div className={classes.stack}>
        <Text>{t('idcheck.medium.text')}</Text>
        <TextInput
          label={t('idcheck.medium.phone')}
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={errors.phone ? t(errors.phone) : undefined}
          type="tel"
          autoComplete="tel"
          required
        />
        <TextInput
          label={t('idcheck.medium.email')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email ? t(errors.email) : undefined}
          type="email"
          autoComplete="email"
          required
        />
        {errors.form ? (
          <div className={classes.error} role="alert">
            {t(errors.form)}
          </div>
        ) : null}
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
