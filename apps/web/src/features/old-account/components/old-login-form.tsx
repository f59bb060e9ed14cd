import { Alert, Button, PasswordInput, TextInput } from '@mantine/core';
import type { TOldAccountLogin } from '@nomina/domain';
import type { ClipboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver, fieldErrorText } from '../../../lib/forms/domain-resolver';
import type { TOldAccountVariant } from '../model/old-account-variant';
import { NeedHelpButton } from './need-help-button';
import journey from '../../../components/layout/journey.module.css';
import { oldLoginSchema, useOldLogin, type TOldLoginValues } from '../hooks/use-old-login';

type TOldLoginFormProps = { variant: TOldAccountVariant; onSuccess: (verificationKey: string) => void };

/** Spec 1 §5: the old password may be neither pasted nor copied. */
const blockClipboard = (event: ClipboardEvent<HTMLInputElement>) => event.preventDefault();

/**
 * Old-account login (spec 1 §2 item 10): old identifier, access code (old-PLS only), password
 * with show/hide, login button and need-help button.
 */
export function OldLoginForm({ variant, onSuccess }: TOldLoginFormProps) {
  const { t } = useTranslation();
  const { formError, isPending, submit, reset } = useOldLogin(variant, onSuccess);
  const form = useForm<TOldLoginValues, unknown, TOldAccountLogin>({
    defaultValues: { emetIden: '', accessCode: '', password: '' },
    resolver: domainResolver<TOldLoginValues, TOldAccountLogin>(oldLoginSchema(variant)),
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;

  return (
    <form className={journey.form} onSubmit={form.handleSubmit(submit, reset)} noValidate>
      <TextInput
        label={t('oldaccount.login.identifier')}
        description={t('oldaccount.login.identifier.hint')}
        inputMode="numeric"
        autoComplete="username"
        aria-required
        {...form.register('emetIden')}
        error={fieldErrorText(t, errors.emetIden)}
        size="md"
      />
      {variant === 'PLS' ? (
        <TextInput
          label={t('oldaccount.login.accesscode')}
          autoComplete="off"
          aria-required
          {...form.register('accessCode')}
          error={fieldErrorText(t, errors.accessCode)}
          size="md"
        />
      ) : null}
      <PasswordInput
        label={t('oldaccount.login.password')}
        description={t('oldaccount.login.password.hint')}
        autoComplete="current-password"
        aria-required
        {...form.register('password')}
        onPaste={blockClipboard}
        onCopy={blockClipboard}
        onCut={blockClipboard}
        error={fieldErrorText(t, errors.password)}
        visibilityToggleButtonProps={{ 'aria-label': t('login.password.toggle'), tabIndex: 0 }}
        size="md"
      />
      {formError ? (
        <Alert color="red" variant="light" role="alert" data-testid="old-login-error">
          {t(formError)}
        </Alert>
      ) : null}
      <Button type="submit" size="md" fullWidth loading={isPending}>
        {t('oldaccount.login.submit')}
      </Button>
      <div className={journey.start}>
        <NeedHelpButton />
      </div>
    </form>
  );
}
