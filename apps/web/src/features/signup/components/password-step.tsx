import { Button, Text } from '@mantine/core';
import { FLOW_ERRORS, normaliseLanguage, toSignupLanguage, type TNewPassword } from '@nomina/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NewPasswordField } from '../../../components/access/new-password-field';
import { useNewPasswordForm } from '../../../components/access/use-new-password-form';
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
  const { form, field } = useNewPasswordForm(passwordRules);
  const save = useMutation({
    mutationFn: ({ password }: TNewPassword) =>
      savePassword({
        verificationKey,
        password,
        lang: toSignupLanguage(normaliseLanguage(i18n.language) ?? 'fr'),
      }),
    onSuccess: (answer) => signupStore.passwordSaved(answer),
  });
  const errorCode = save.isError ? toErrorCode(save.error) : null;

  if (errorCode === FLOW_ERRORS.linkInvalid || errorCode === FLOW_ERRORS.flowExpired)
    return <FlowError errorCode={errorCode} onRestart={onRestart} />;

  return (
    <form
      className={journey.form}
      onSubmit={form.handleSubmit((values) => {
        if (!save.isPending) save.mutate(values);
      })}
      noValidate
      aria-labelledby="signup-title"
    >
      <Text>{t('signup.password.text', { login })}</Text>
      <NewPasswordField {...field} />
      <InlineError errorCode={errorCode} />
      <Button type="submit" size="md" fullWidth loading={save.isPending}>
        {t('general.validate')}
      </Button>
    </form>
  );
}
