import { Button } from '@mantine/core';
import type { TContactInfo } from '@nomina/domain';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { makeContactEditSchema, type TContactDraft } from '../../../components/access/contact-edit-schema';
import { ContactEditInputs } from '../../../components/access/contact-edit-inputs';
import { usePhoneSettings } from '../../../components/phone-input/use-phone-settings';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import { useThemeIssuerId } from '../../../lib/theme/use-theme-issuer';
import type { TEditMode } from '../../../components/access/contact-actions';
import { IdentityCodeBlock } from './identity-code-block';
import journey from '../../../components/layout/journey.module.css';

export type { TContactDraft } from '../../../components/access/contact-edit-schema';

type TContactEditFormProps = {
  verificationKey: string;
  contact: TContactInfo;
  mode: TEditMode;
  fieldErrors: Partial<TContactDraft>;
  onCancel: () => void;
  onSubmit: (draft: TContactDraft, isIdentityConfirmed: boolean) => void;
};

/** The contacts being changed (phone input, e-mail), the identity code block, validate and cancel. */
export function ContactEditForm({
  verificationKey,
  contact,
  mode,
  fieldErrors,
  onCancel,
  onSubmit,
}: TContactEditFormProps) {
  const { t } = useTranslation();
  // No issuer known: the phone call then fails and its rules fall back to "any valid number".
  const settings = usePhoneSettings(useThemeIssuerId(0));
  // The phone rules arrive after the first render: the resolver reads the latest ones.
  const latestSettings = useRef(settings);
  latestSettings.current = settings;
  const editMode = mode === 'none' ? 'both' : mode;
  // The e-mail is checked once left, and on each change after that (or after a submit).
  const form = useForm<TContactDraft>({
    defaultValues: { telephone: contact.telephone ?? '', email: contact.email ?? '' },
    resolver: domainResolver<TContactDraft>(() => makeContactEditSchema(editMode, latestSettings.current)),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const [isConfirmed, setIsConfirmed] = useState(false);

  return (
    <div className={journey.stack}>
      <ContactEditInputs mode={editMode} form={form} phoneSettings={settings} fieldErrors={fieldErrors} />
      <IdentityCodeBlock
        verificationKey={verificationKey}
        contact={contact}
        mode={mode}
        isConfirmed={isConfirmed}
        onConfirmed={() => setIsConfirmed(true)}
      />
      <div className={journey.actions}>
        <Button variant="default" size="md" onClick={onCancel}>
          {t('general.cancel')}
        </Button>
        <Button size="md" onClick={form.handleSubmit((draft) => onSubmit(draft, isConfirmed))}>
          {t('general.validate')}
        </Button>
      </div>
    </div>
  );
}
