import { Button, TextInput } from '@mantine/core';
import { EMAIL_MESSAGE, isContactEmail, type TPhoneSettings } from '@nomina/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { isPhoneAccepted } from '../../../components/phone-input/phone-value';
import type { TEditMode } from './contact-step';
import journey from '../../../components/layout/journey.module.css';

export type TContactDraft = { telephone: string; email: string };

type TContactEditFieldsProps = {
  mode: Exclude<TEditMode, 'none'>;
  initial: TContactDraft;
  phoneSettings: TPhoneSettings;
  /** Message keys the server answered per field (signup.contact.invalid). */
  fieldErrors: Partial<Record<keyof TContactDraft, string>>;
  isPending: boolean;
  onSubmit: (draft: TContactDraft) => void;
  onCancel: () => void;
};

/** The new phone (country-aware input) or e-mail, once the identity code confirmed the holder. */
export function ContactEditFields(props: TContactEditFieldsProps) {
  const { mode, initial, phoneSettings, fieldErrors, isPending, onSubmit, onCancel } = props;
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TContactDraft>(initial);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const isEmailValid = isContactEmail(draft.email.trim());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    const isPhoneValid = isPhoneAccepted(draft.telephone, phoneSettings);
    if ((mode === 'phone' && !isPhoneValid) || (mode === 'email' && !isEmailValid)) return;
    onSubmit({ telephone: draft.telephone, email: draft.email.trim() });
  };

  return (
    <form className={journey.form} onSubmit={submit} noValidate>
      {mode === 'phone' ? (
        <PhoneInput
          label={t('general.field.mobile.new')}
          defaultValue={initial.telephone}
          settings={phoneSettings}
          onChange={(telephone) => setDraft((current) => ({ ...current, telephone }))}
          showErrors={isSubmitted}
          serverError={fieldErrors.telephone ?? null}
        />
      ) : (
        <TextInput
          type="email"
          label={t('general.field.email.new')}
          autoComplete="email"
          aria-required
          value={draft.email}
          onChange={(event) => {
            const email = event.currentTarget.value;
            setDraft((current) => ({ ...current, email }));
          }}
          error={
            isSubmitted && !isEmailValid
              ? t(EMAIL_MESSAGE)
              : fieldErrors.email
                ? t(fieldErrors.email)
                : undefined
          }
          size="md"
        />
      )}
      <div className={journey.actions}>
        <Button type="submit" size="md" loading={isPending}>
          {t('oldaccount.contact.save')}
        </Button>
        <Button variant="default" size="md" onClick={onCancel}>
          {t('general.cancel')}
        </Button>
      </div>
    </form>
  );
}
