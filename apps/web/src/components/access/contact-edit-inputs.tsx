import { Loader, TextInput } from '@mantine/core';
import type { TPhoneSettings } from '@nomina/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../lib/forms/domain-resolver';
import { serverKey } from '../../lib/i18n/server-key';
import { PhoneInput } from '../phone-input/phone-input';
import type { TContactDraft, TContactEditMode } from './contact-edit-schema';

type TContactEditInputsProps = {
  mode: TContactEditMode;
  /** The form whose resolver is makeContactEditSchema of the same mode. */
  form: UseFormReturn<TContactDraft>;
  /** The issuer's phone rules; null while they load. */
  phoneSettings: TPhoneSettings | null;
  /** Message keys the server answered per field (signup.contact.invalid). */
  fieldErrors: Partial<Record<keyof TContactDraft, string>>;
};

/**
 * The contacts being changed (spec 1 §2 item 4), for sign-up and the old-account migration: the
 * new mobile when the phone changes, the new e-mail when the e-mail does, both in 'both' mode, so
 * that every field the rule checks can be seen and corrected.
 */
export function ContactEditInputs({ mode, form, phoneSettings, fieldErrors }: TContactEditInputsProps) {
  const { t } = useTranslation();
  const { errors, isSubmitted } = form.formState;
  const emailError =
    fieldErrorText(t, errors.email) ?? (fieldErrors.email ? t(serverKey(fieldErrors.email)) : undefined);

  return (
    <>
      {mode === 'email' ? null : phoneSettings ? (
        <PhoneInput
          label={t('general.field.mobile.new')}
          defaultValue={form.getValues('telephone')}
          onChange={(telephone) => form.setValue('telephone', telephone, { shouldValidate: isSubmitted })}
          settings={phoneSettings}
          showErrors={isSubmitted}
          serverError={fieldErrors.telephone}
        />
      ) : (
        <Loader size="sm" aria-label={t('general.loading')} role="status" />
      )}
      {mode === 'phone' ? null : (
        <TextInput
          type="email"
          label={t('general.field.email.new')}
          autoComplete="email"
          aria-required
          {...form.register('email', { setValueAs: (value: string) => value.trim() })}
          error={emailError}
          size="md"
        />
      )}
    </>
  );
}
