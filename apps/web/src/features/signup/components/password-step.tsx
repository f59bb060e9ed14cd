import { Button, Text } from '@mantine/core';
import { FLOW_ERRORS, normaliseLanguage, toSignupLanguage } from '@nomina/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NewPasswordField,
  newPasswordError,
  type TNewPassword,
} from '../../../components/access/new-password-field';
import { toErrorCode } from '../../../lib/http/api-error';
import { savePassword } from '../api/save-password';
import { signupStore, useSignupState } from '../model/signup-store';
import { FlowError } from './flow-error';
import { InlineError } from './inline-error';
import journey from '../../../components/layout/journey.module.css';

/** Password of the new access, with the issuer's strength rules; the securing code follows. */
export function PasswordStep({ onRestart }: { onRestart: () => void }) {
  const { t, i18n } = useTranslation();
  const { login, verificationKey, passwordRules } = useSignupState();
  const [value, setValue] = useState<TNewPassword>({ password: '', confirmation: '' });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (newPasswordError(value, passwordRules) || isSaving) return;
    setIsSaving(true);
    setErrorCode(null);
    try {
      const lang = toSignupLanguage(normaliseLanguage(i18n.language) ?? 'fr');
      signupStore.passwordSaved(await savePassword({ verificationKey, password: value.password, lang }));
    } catch (error) {
      setErrorCode(toErrorCode(error));
    } finally {
      setIsSaving(false);
    }
  };

  if (errorCode === FLOW_ERRORS.linkInvalid || errorCode === FLOW_ERRORS.flowExpired)
    return <FlowError errorCode={errorCode} onRestart={onRestart} />;

  return (
    <form
      className={journey.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="signup-title"
    >
      <Text>{t('signup.password.text', { login })}</Text>
      <NewPasswordField value={value} onChange={setValue} lengths={passwordRules} showErrors={isSubmitted} />
      <InlineError errorCode={errorCode} />
      <Button type="submit" size="md" fullWidth loading={isSaving}>
        {t('general.validate')}
      </Button>
    </form>
  );
}
