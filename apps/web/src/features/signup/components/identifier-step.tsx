import { Button, Text, TextInput } from '@mantine/core';
import { SIGNUP_IDENTIFIER_LENGTH, toSignupLanguage, normaliseLanguage } from '@nomina/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useIdentifierForm } from '../../../components/access/use-identifier-form';
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
  // The field starts with the identifier of a journey already begun, its message waiting for a blur.
  const { form, error, isValid } = useIdentifierForm(signupStore.get().login, false);
  const verify = useMutation({
    mutationFn: async (login: string) => {
      const captchaToken = await botCheck.getToken('signup');
      const lang = toSignupLanguage(normaliseLanguage(i18n.language) ?? 'fr');
      await verifyIdentifiant({ login, lang, captchaToken });
      return login;
    },
    onSuccess: (login) => signupStore.identifierSent(login),
    // Spec 1 §8: bot-check and technical failures share the technical modal.
    onError: (failure) =>
      void modals.alert({ kind: 'error', title: 'api.technical.error.title', body: toErrorCode(failure) }),
  });

  return (
    <form
      className={journey.form}
      onSubmit={form.handleSubmit(({ login }) => {
        if (!verify.isPending) verify.mutate(login);
      })}
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
        {...form.register('login')}
        error={error}
        size="md"
      />
      <Button type="submit" size="md" fullWidth disabled={!isValid} loading={verify.isPending}>
        {t('general.validate')}
      </Button>
    </form>
  );
}
