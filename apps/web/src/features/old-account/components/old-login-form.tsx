import { Alert, Button, PasswordInput, TextInput } from '@mantine/core';
import { useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFieldIssue } from '../../../lib/forms/field-issues';
import type { TOldAccountVariant } from '../model/old-account-variant';
import { NeedHelpButton } from './need-help-button';
import journey from '../../../components/layout/journey.module.css';
import { useOldLogin, type TOldLoginField, type TOldLoginValues } from './use-old-login';

type TOldLoginFormProps = { variant: TOldAccountVariant; onSuccess: (verificationKey: string) => void };

/** Spec 1 §5: the old password may be neither pasted nor copied. */
const blockClipboard = (event: ClipboardEvent<HTMLInputElement>) => event.preventDefault();

/**
 * Old-account login (spec 1 §2 item 10): old identifier, access code (old-PLS only), password
 * with show/hide, login button and need-help button.
 */
export function OldLoginForm({ variant, onSuccess }: TOldLoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<TOldLoginValues>({ emetIden: '', accessCode: '', password: '' });
  const { errors, formError, isPending, submit } = useOldLogin(variant, onSuccess);
  const refs = {
    emetIden: useRef<HTMLInputElement>(null),
    accessCode: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const set = (field: TOldLoginField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const message = (issue: TFieldIssue | undefined) => (issue ? t(issue.message, issue.params) : undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = await submit(values);
    if (invalid) refs[invalid].current?.focus();
  };

  return (
    <form className={journey.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextInput
        ref={refs.emetIden}
        label={t('oldaccount.login.identifier')}
        description={t('oldaccount.login.identifier.hint')}
        inputMode="numeric"
        autoComplete="username"
        aria-required
        value={values.emetIden}
        onChange={(event) => set('emetIden')(event.currentTarget.value)}
        error={message(errors.emetIden)}
        size="md"
      />
      {variant === 'PLS' ? (
        <TextInput
          ref={refs.accessCode}
          label={t('oldaccount.login.accesscode')}
          autoComplete="off"
          aria-required
          value={values.accessCode}
          onChange={(event) => set('accessCode')(event.currentTarget.value)}
          error={message(errors.accessCode)}
          size="md"
        />
      ) : null}
      <PasswordInput
        ref={refs.password}
        label={t('oldaccount.login.password')}
        description={t('oldaccount.login.password.hint')}
        autoComplete="current-password"
        aria-required
        value={values.password}
        onChange={(event) => set('password')(event.currentTarget.value)}
        onPaste={blockClipboard}
        onCopy={blockClipboard}
        onCut={blockClipboard}
        error={message(errors.password)}
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
