import { Button } from '@mantine/core';
import type { TPhoneSettings } from '@nomina/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContactEditInputs } from '../../../components/access/contact-edit-inputs';
import {
  makeContactEditSchema,
  type TContactDraft,
  type TContactEditMode,
} from '../../../components/access/contact-edit-schema';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import journey from '../../../components/layout/journey.module.css';

export type { TContactDraft } from '../../../components/access/contact-edit-schema';

type TContactEditFieldsProps = {
  mode: TContactEditMode;
  initial: TContactDraft;
  phoneSettings: TPhoneSettings;
  /** Message keys the server answered per field (signup.contact.invalid). */
  fieldErrors: Partial<Record<keyof TContactDraft, string>>;
  isPending: boolean;
  onSubmit: (draft: TContactDraft) => void;
  onCancel: () => void;
};

/** The new phone, e-mail or both, once the identity code confirmed the holder. */
export function ContactEditFields(props: TContactEditFieldsProps) {
  const { mode, initial, phoneSettings, fieldErrors, isPending, onSubmit, onCancel } = props;
  const { t } = useTranslation();
  const form = useForm<TContactDraft>({
    defaultValues: initial,
    resolver: domainResolver<TContactDraft>(makeContactEditSchema(mode, phoneSettings)),
    shouldFocusError: false,
  });

  return (
    <form className={journey.form} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <ContactEditInputs mode={mode} form={form} phoneSettings={phoneSettings} fieldErrors={fieldErrors} />
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
