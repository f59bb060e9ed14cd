import { Alert, Button, PasswordInput, Text, Title } from '@mantine/core';
import { OPERATION_ERRORS, PASSWORD_CHANGE_ERRORS } from '@nomina/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NewPasswordField,
  newPasswordError,
  type TNewPassword,
} from '../../../components/access/new-password-field';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { ApiError } from '../../../lib/http/api-error';
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
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState<TNewPassword>({ password: '', confirmation: '' });
  const [showErrors, setShowErrors] = useState(false);
  const [serverError, setServerError] = useState<{ code: string; remaining?: string } | null>(null);
  const [revoked, setRevoked] = useState<number | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!rules.data) return;
    setShowErrors(true);
    setServerError(null);
    const inputs = formRef.current?.querySelectorAll<HTMLInputElement>('input[type="password"]');
    if (!current) {
      inputs?.[0]?.focus();
      return;
    }
    const error = newPasswordError(next, rules.data);
    if (error) {
      inputs?.[error === 'password.confirm.mismatch' ? 2 : 1]?.focus();
      return;
    }
    try {
      const answer = await update.mutateAsync({ currentPassword: current, newPassword: next.password });
      setRevoked(answer.revokedSessions);
    } catch (failure) {
      if (failure instanceof ApiError && failure.errorCode === OPERATION_ERRORS.attemptsExhausted) {
        await showRequestError(failure);
        logout();
      } else if (failure instanceof ApiError && INLINE_ERRORS.includes(failure.errorCode)) {
        setServerError({ code: failure.errorCode, remaining: failure.fields?.remainingAttempts });
        inputs?.[failure.errorCode === OPERATION_ERRORS.wrongPassword ? 0 : 1]?.focus();
      } else void showRequestError(failure);
    }
  };

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
        onSubmit={(event) => void onSubmit(event)}
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
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          error={showErrors && !current ? t('maj_password.error.current') : undefined}
          visibilityToggleButtonProps={{ 'aria-label': t('login.password.toggle'), tabIndex: 0 }}
          size="md"
        />
        {rules.data ? (
          <NewPasswordField value={next} onChange={setNext} lengths={rules.data} showErrors={showErrors} />
        ) : null}
        <Button type="submit" size="md" loading={update.isPending} disabled={!rules.data}>
          {t('maj_password.submit')}
        </Button>
      </form>
    </div>
  );
}
