import { Alert, Button, PasswordInput, Text, Title } from '@mantine/core';
import {
  OPERATION_ERRORS,
  PASSWORD_CHANGE_ERRORS,
  passwordChangeFormSchema,
  type TPasswordChangeForm,
  type TPasswordLengths,
} from '@nomina/domain';
import { useRef } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordField } from '../../../components/access/new-password-field';
import { domainResolver, fieldErrorText } from '../../../lib/forms/domain-resolver';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { ApiError, toErrorCode } from '../../../lib/http/api-error';
import { logout } from '../../../lib/session/logout';
import { usePasswordRules, useUpdatePassword } from '../api/settings-api';
import classes from '../settings.module.css';

/** Answers shown on the form itself (the holder can fix them). */
const INLINE_ERRORS: readonly string[] = [
  PASSWORD_CHANGE_ERRORS.samePassword,
  PASSWORD_CHANGE_ERRORS.rules,
  OPERATION_ERRORS.wrongPassword,
];

/**
 * maj_password (spec 3 §1): current password, new one with the issuer's live strength rules, its
 * confirmation. A wrong current password counts against the login's attempt limit; at the limit
 * the session ends (the server says so and the page logs out).
 */
export function PasswordPage() {
  const { t } = useTranslation();
  const rules = usePasswordRules();
  const update = useUpdatePassword();
  const formRef = useRef<HTMLFormElement>(null);
  // The server's answers the holder can fix show on the form; others in the request-error dialog.
  const failure = update.error;
  const serverError =
    failure instanceof ApiError && INLINE_ERRORS.includes(failure.errorCode)
      ? { code: toErrorCode(failure), remaining: failure.fields?.remainingAttempts }
      : null;
  const revoked = update.data?.revokedSessions ?? null;
  // The issuer's lengths arrive after the first render: the resolver reads the latest ones.
  const lengths = useRef<TPasswordLengths | undefined>(undefined);
  lengths.current = rules.data;
  const resolver = domainResolver<TPasswordChangeForm>(() =>
    passwordChangeFormSchema(lengths.current ?? { min: 0, max: Infinity }),
  );
  const form = useForm<TPasswordChangeForm>({
    defaultValues: { currentPassword: '', password: '', confirmation: '' },
    resolver,
    shouldFocusError: false,
  });
  const { errors, isSubmitted } = form.formState;
  const [password, confirmation] = form.watch(['password', 'confirmation']);
  const focusInput = (index: number) =>
    formRef.current?.querySelectorAll<HTMLInputElement>('input[type="password"]')[index]?.focus();

  const onInvalid = (invalid: FieldErrors<TPasswordChangeForm>) => {
    update.reset();
    focusInput(invalid.currentPassword ? 0 : invalid.password ? 1 : 2);
  };

  const onValid = ({ currentPassword, password: newPassword }: TPasswordChangeForm) =>
    update.mutate(
      { currentPassword, newPassword },
      {
        onError: async (error) => {
          if (error instanceof ApiError && error.errorCode === OPERATION_ERRORS.attemptsExhausted) {
            await showRequestError(error);
            // The login page then says why the session ended, as after the confirmation modal.
            logout('attempts');
          } else if (error instanceof ApiError && INLINE_ERRORS.includes(error.errorCode)) {
            focusInput(error.errorCode === OPERATION_ERRORS.wrongPassword ? 0 : 1);
          } else void showRequestError(error);
        },
      },
    );

  if (revoked !== null)
    return (
      <div className={classes.page}>
        <Title order={1}>{t('maj_password.title')}</Title>
        <Alert color="green" variant="light" role="status" title={t('maj_password.success.title')}>
          {t('maj_password.success.text', { count: revoked })}
        </Alert>
      </div>
    );

  return (
    <div className={classes.page}>
      <Title order={1} id="maj-password-title">
        {t('maj_password.title')}
      </Title>
      <Text>{t('maj_password.intro')}</Text>
      <form
        ref={formRef}
        className={classes.card}
        onSubmit={(event) => {
          if (rules.data) void form.handleSubmit(onValid, onInvalid)(event);
          else event.preventDefault();
        }}
        noValidate
        aria-labelledby="maj-password-title"
      >
        {serverError ? (
          <Alert color="red" variant="light" role="alert">
            {t(serverError.code, { remainingAttempts: serverError.remaining ?? '' })}
          </Alert>
        ) : null}
        <PasswordInput
          label={t('maj_password.current.label')}
          autoComplete="current-password"
          aria-required
          {...form.register('currentPassword')}
          error={fieldErrorText(t, errors.currentPassword)}
          visibilityToggleButtonProps={{ 'aria-label': t('login.password.toggle'), tabIndex: 0 }}
          size="md"
        />
        {rules.data ? (
          <NewPasswordField
            value={{ password, confirmation }}
            onChange={(next) => {
              const options = { shouldValidate: isSubmitted, shouldDirty: true };
              form.setValue('password', next.password, options);
              form.setValue('confirmation', next.confirmation, options);
            }}
            lengths={rules.data}
            showErrors={isSubmitted}
          />
        ) : null}
        <Button type="submit" size="md" loading={update.isPending} disabled={!rules.data}>
          {t('maj_password.submit')}
        </Button>
      </form>
    </div>
  );
}
