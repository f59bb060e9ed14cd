import { Button, Loader, TextInput } from '@mantine/core';
import { EMAIL_MESSAGE, isContactEmail, type TContactInfo } from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { isPhoneAccepted } from '../../../components/phone-input/phone-value';
import { usePhoneSettings } from '../../../components/phone-input/use-phone-settings';
import { useThemeIssuer } from '../api/theme-issuer';
import type { TEditMode } from '../model/contact-actions';
import { IdentityCodeBlock } from './identity-code-block';
import journey from '../../../components/layout/journey.module.css';

export type TContactDraft = { telephone: string; email: string };

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
  const settings = usePhoneSettings(useThemeIssuer());
  const [draft, setDraft] = useState<TContactDraft>({
    telephone: contact.telephone ?? '',
    email: contact.email ?? '',
  });
  const [isConfirmed, setIsConfirmed] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [isEmailTouched, setIsEmailTouched] = useState(false);
  const isPhoneEdited = mode === 'phone' || mode === 'both';
  const isEmailEdited = mode === 'email' || mode === 'both';
  const emailError = isContactEmail(draft.email) ? null : EMAIL_MESSAGE;
  const shownEmailError = (showErrors || isEmailTouched) && emailError ? emailError : fieldErrors.email;

  const submit = () => {
    setShowErrors(true);
    const isPhoneOk = !isPhoneEdited || (settings !== null && isPhoneAccepted(draft.telephone, settings));
    if (!isPhoneOk || (isEmailEdited && emailError)) return;
    onSubmit(draft, isConfirmed);
  };

  return (
    <div className={journey.stack}>
      {isPhoneEdited ? (
        settings ? (
          <PhoneInput
            label={t('general.field.mobile.new')}
            defaultValue={draft.telephone}
            onChange={(telephone) => setDraft((current) => ({ ...current, telephone }))}
            settings={settings}
            showErrors={showErrors}
            serverError={fieldErrors.telephone}
          />
        ) : (
          <Loader size="sm" aria-label={t('general.loading')} role="status" />
        )
      ) : null}
      {isEmailEdited ? (
        <TextInput
          type="email"
          label={t('general.field.email.new')}
          autoComplete="email"
          aria-required
          value={draft.email}
          onChange={(event) =>
            setDraft((current) => ({ ...current, email: event.currentTarget.value.trim() }))
          }
          onBlur={() => setIsEmailTouched(true)}
          error={shownEmailError ? t(shownEmailError) : undefined}
          size="md"
        />
      ) : null}
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
        <Button size="md" onClick={submit}>
          {t('general.validate')}
        </Button>
      </div>
    </div>
  );
}
