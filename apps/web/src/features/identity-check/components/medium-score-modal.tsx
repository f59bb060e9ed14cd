import { Button, Modal, Text, TextInput } from '@mantine/core';
import { makeZMediumContact, type TMediumContact, type TPhoneSettings } from '@nomina/domain';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BLOCKING_MODAL_PROPS } from '../../../components/modals/blocking-modal';
import { modals } from '../../../components/modals/modal-store';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { domainResolver, fieldErrorText } from '../../../lib/forms/domain-resolver';
import { ApiError, toErrorCode } from '../../../lib/http/api-error';
import { updateMediumContact, type TCheckMode } from '../api/identity-check-api';
import classes from '../identity-check.module.css';

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
 * update is an error alert with the server's code (spec 2 §8); a field the server refused is
 * marked beside it as well.
 */
export function MediumScoreModal({ mode, secondToken, initial, phoneSettings, onSent, onLeave }: TProps) {
  const { t, i18n } = useTranslation();
  const settings = phoneSettings ?? NO_RULES;
  const [isConfirming, setIsConfirming] = useState(false);
  // The phone rules may arrive after the first render: the resolver reads the latest ones.
  const rules = useRef(settings);
  rules.current = settings;
  const form = useForm<TMediumContact>({
    defaultValues: { phone: initial.phone, email: initial.email },
    resolver: domainResolver<TMediumContact>(() => makeZMediumContact(rules.current)),
  });
  const { errors, isSubmitted } = form.formState;
  const update = useMutation({
    mutationFn: ({ phone, email }: TMediumContact) =>
      updateMediumContact(mode, {
        verificationKey: secondToken,
        telephone: phone,
        mail: email,
        lang: i18n.language || 'fr',
      }),
    onSuccess: onSent,
    onError: (error) => {
      // Spec 2 §8: every failure in the error alert; a refused field is also marked beside it.
      void modals.alert({
        kind: 'error',
        title: 'general.warning.alert',
        body: error instanceof ApiError && error.errorCode ? toErrorCode(error) : 'general.warning.error',
      });
    },
  });
  // The server's field messages of the last refused update (cleared by the next send).
  const serverFields = update.error instanceof ApiError ? (update.error.fields ?? {}) : {};
  const send = () => {
    update.reset();
    return form.handleSubmit((values) => update.mutateAsync(values).catch(() => undefined))();
  };

  return (
    <Modal {...BLOCKING_MODAL_PROPS} onClose={() => setIsConfirming(true)} title={t('idcheck.medium.title')}>
      <div className={classes.stack}>
        <Text>{t('idcheck.medium.text')}</Text>
        <PhoneInput
          label={t('idcheck.medium.phone')}
          defaultValue={initial.phone}
          onChange={(value) => form.setValue('phone', value, { shouldValidate: isSubmitted })}
          settings={settings}
          showErrors={isSubmitted}
          serverError={serverFields.telephone}
        />
        <TextInput
          label={t('idcheck.medium.email')}
          {...form.register('email')}
          error={fieldErrorText(t, errors.email, { server: serverFields.mail })}
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
            <Button loading={update.isPending} onClick={() => void send()}>
              {t('general.validate')}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
