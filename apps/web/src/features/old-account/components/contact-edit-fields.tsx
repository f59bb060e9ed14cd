import { Button, TextInput } from '@mantine/core';
import type { TPhoneSettings } from '@nomina/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { makeContactEditSchema, type TContactDraft } from '../../../components/access/contact-edit-schema';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { domainResolver, fieldErrorText } from '../../../lib/forms/domain-resolver';
import type { TEditMode } from '../../../components/access/contact-actions';
import journey from '../../../components/layout/journey.module.css';
import { serverKey } from '../../../lib/i18n/server-key';

export type { TContactDraft } from '../../../components/access/contact-edit-schema';

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
  const form = useForm<TContactDraft>({
    defaultValues: initial,
    resolver: domainResolver<TContactDraft>(makeContactEditSchema(mode, phoneSettings)),
    shouldFocusError: false,
  });
  const { errors, isSubmitted } = form.formState;
  const emailError = fieldErrorText(t, errors.email);

  return (
    <form
      className={journey.form}
      onSubmit={form.handleSubmit(({ telephone, email }) => onSubmit({ telephone, email: email.trim() }))}
      noValidate
    >
      {mode === 'phone' ? (
        <PhoneInput
          label={t('general.field.mobile.new')}
          defaultValue={initial.telephone}
          settings={phoneSettings}
          onChange={(telephone) => form.setValue('telephone', telephone, { shouldValidate: isSubmitted })}
          showErrors={isSubmitted}
          serverError={fieldErrors.telephone ?? null}
        />
      ) : (
        <TextInput
          type="email"
          label={t('general.field.email.new')}
          autoComplete="email"
          aria-required
          {...form.register('email')}
          error={emailError ?? (fieldErrors.email ? t(serverKey(fieldErrors.email)) : undefined)}
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
