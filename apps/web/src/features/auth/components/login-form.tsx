import { Anchor, Button, PasswordInput, TextInput } from '@mantine/core';
import type { TLoginForm, TLoginFormInput } from '@nomina/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TTranslationKey } from '@nomina/translations/keys';
import { paths } from '../../../config/paths';
import { modals } from '../../../components/modals/modal-store';
import { fieldErrorText, lazyDomainResolver } from '../../../lib/forms/domain-resolver';
import { toErrorCode } from '../../../lib/http/api-error';
import { useAuthenticate } from '../api/authenticate';
import { useFinishLogin } from '../hooks/use-finish-login';
import { inlineLoginError } from './login-error';
import classes from './login.module.css';

// The rule loads with zod when the person enters the form, not with the page (issue 15's budget).
const validation = lazyDomainResolver<TLoginFormInput, TLoginForm>(() =>
  import('./login-schema').then(({ ZLoginForm }) => ZLoginForm),
);

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const authenticate = useAuthenticate();
  const [formError, setFormError] = useState<TTranslationKey | null>(null);
  const finishLogin = useFinishLogin();
  const form = useForm<TLoginFormInput, unknown, TLoginForm>({
    defaultValues: { login: '', password: '' },
    resolver: validation.resolver,
    // The spec validates on submit; a fixed field clears its error on the next submit.
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;

  const onValid = (values: TLoginForm) => {
    setFormError(null);
    authenticate.mutate(values, {
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
          form.setFocus('password');
          return;
        }
        void modals.alert({ kind: 'error', title: 'general.warning.alert', body: toErrorCode(error) });
      },
    });
  };

  return (
    <form
      className={classes.form}
      onSubmit={(event) =>
        // The rule's code could not be downloaded (the network dropped): say so, keep the values.
        void form
          .handleSubmit(onValid, () => setFormError(null))(event)
          .catch(() => setFormError('api.technical.error'))
      }
      onFocus={validation.preload}
      noValidate
      aria-labelledby="login-title"
    >
      <TextInput
        label={t('login.identifier.label')}
        description={t('login.identifier.hint')}
        autoComplete="username"
        aria-required
        {...form.register('login')}
        error={fieldErrorText(t, errors.login)}
        size="md"
      />
      <PasswordInput
        label={t('login.password.label')}
        autoComplete="current-password"
        aria-required
        {...form.register('password')}
        error={fieldErrorText(t, errors.password)}
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
