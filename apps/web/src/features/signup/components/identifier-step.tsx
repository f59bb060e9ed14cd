import { Button, Text, TextInput } from '@mantine/core';
import {
  SIGNUP_IDENTIFIER_LENGTH,
  signupIdentifierError,
  toSignupLanguage,
  normaliseLanguage,
} from '@nomina/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { modals } from '../../../components/modals/modal-store';
import { useBotCheck } from '../../../lib/bot-check/use-bot-check';
import { toErrorCode } from '../../../lib/http/api-error';
import { verifyIdentifiant } from '../api/verify-identifiant';
import { signupStore } from '../model/signup-store';
import journey from '../../../components/layout/journey.module.css';

/** Spec 1 §2 item 1: one identifier field; validate stays disabled until it is 8 to 10 characters. */
export function IdentifierStep() {
  const { t, i18n } = useTranslation();
  const botCheck = useBotCheck();
  const [login, setLogin] = useState(signupStore.get().login);
  const [isTouched, setIsTouched] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const error = signupIdentifierError(login);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (error || isSending) return;
    setIsSending(true);
    try {
      const captchaToken = await botCheck.getToken('signup');
      const lang = toSignupLanguage(normaliseLanguage(i18n.language) ?? 'fr');
      await verifyIdentifiant({ login, lang, captchaToken });
      signupStore.identifierSent(login);
    } catch (failure) {
      // Spec 1 §8: bot-check and technical failures share the technical modal.
      void modals.alert({ kind: 'error', title: 'api.technical.error.title', body: toErrorCode(failure) });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form
      className={journey.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="signup-title"
    >
      <Text>{t('signup.identifier.text')}</Text>
      <TextInput
        label={t('login.identifier.label')}
        description={t('signup.identifier.hint', SIGNUP_IDENTIFIER_LENGTH)}
        autoComplete="username"
        aria-required
        maxLength={SIGNUP_IDENTIFIER_LENGTH.max + 5}
        value={login}
        onChange={(event) => setLogin(event.currentTarget.value)}
        onBlur={() => setIsTouched(true)}
        error={isTouched && error ? t(error) : undefined}
        size="md"
      />
      <Button type="submit" size="md" fullWidth disabled={error !== null} loading={isSending}>
        {t('general.validate')}
      </Button>
    </form>
  );
}
