import { Anchor, Button, PasswordInput, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { modals } from '../../../components/modals/modal-store';
import { toErrorCode } from '../../../lib/http/api-error';
import { useAuthenticate } from '../api/authenticate';
import { useFinishLogin } from '../session/use-finish-login';
import { inlineLoginError } from './login-error';
import classes from './login.module.css';

type TFieldErrors = { login?: string; password?: string };

/** Whitespace-only counts as empty (spec 1 §5). */
export function validateLogin(login: string, password: string): TFieldErrors {
  const errors: TFieldErrors = {};
  if (login.trim().length === 0) errors.login = 'form.field.validator.message';
  if (password.trim().length === 0) errors.password = 'form.field.validator.message';
  return errors;
}

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const authenticate = useAuthenticate();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const finishLogin = useFinishLogin();
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(login, password);
    setErrors(found);
    setFormError(null);
    if (found.login) return loginRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    authenticate.mutate(
      { login: login.trim(), password },
      {
        onSuccess: (answer) => {
          if (answer.kind === 'otp') {
            void navigate(paths.validateOtp.getHref(), { state: answer.challenge });
            return;
          }
          finishLogin(answer.access, false);
        },
        onError: (error) => {
          const inline = inlineLoginError(error);
          if (inline) {
            setFormError(inline);
            passwordRef.current?.focus();
            return;
          }
          void modals.alert({ kind: 'error', title: 'general.warning.alert', body: toErrorCode(error) });
        },
      },
    );
  };

  return (
    <form className={classes.form} onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <TextInput
        ref={loginRef}
        label={t('login.identifier.label')}
        description={t('login.identifier.hint')}
        autoComplete="username"
        aria-required
        value={login}
        onChange={(event) => setLogin(event.currentTarget.value)}
        error={errors.login ? t(errors.login) : undefined}
        size="md"
      />
      <PasswordInput
        ref={passwordRef}
        label={t('login.password.label')}
        autoComplete="current-password"
        aria-required
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        error={errors.password ? t(errors.password) : undefined}
        visibilityToggleButtonProps={{ 'aria-label': t('login.password.toggle'), tabIndex: 0 }}
        size="md"
      />
      <Anchor component={Link} to={paths.forgotCredentials.getHref()} size="sm" className={classes.forgot}>
        {t('login.forgot.credentials')}
      </Anchor>
      {formError ? (
        <p className={classes.formError} role="alert" data-testid="login-error">
          {t(formError)}
        </p>
      ) : null}
      <Button type="submit" size="md" fullWidth loading={authenticate.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
