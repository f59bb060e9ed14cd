import { Alert, Button, Text } from '@mantine/core';
import { FLOW_ERRORS, NEW_PASSWORD_MESSAGES, type TLinkInfo, type TNewPassword } from '@nomina/domain';
import { useRef } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordField } from '../../../components/access/new-password-field';
import { useNewPasswordForm } from '../../../components/access/use-new-password-form';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { ApiError } from '../../../lib/http/api-error';
import { useSaveNewPassword } from '../api/save-new-password';
import classes from './forgot.module.css';
import { StepHeading } from './step-heading';

/** Answers after which this key can no longer save a password: the user must ask again. */
const DEAD_KEY_ERRORS: readonly string[] = [FLOW_ERRORS.linkInvalid, FLOW_ERRORS.flowExpired];

type TNewPasswordStepProps = {
  link: TLinkInfo;
  isFocused: boolean;
  onSaved: () => void;
  onKeyRefused: () => void;
};

/** Password choice of a reset: the strength rules of the link, then save-password (encrypted). */
export function NewPasswordStep({ link, isFocused, onSaved, onKeyRefused }: TNewPasswordStepProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveNewPassword();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, field } = useNewPasswordForm(link.passwordRules);
  const serverError =
    save.error instanceof ApiError && save.error.errorCode === FLOW_ERRORS.passwordRules
      ? save.error.errorCode
      : null;

  const onInvalid = (errors: FieldErrors<TNewPassword>) => {
    const fields = formRef.current?.querySelectorAll<HTMLInputElement>('input[autocomplete="new-password"]');
    const isMismatch = errors.password?.message === NEW_PASSWORD_MESSAGES.mismatch;
    fields?.[isMismatch ? fields.length - 1 : 0]?.focus();
    save.reset();
  };

  const onValid = async ({ password }: TNewPassword) => {
    try {
      await save.mutateAsync({ verificationKey: link.verificationKey, password, lang: i18n.language });
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && DEAD_KEY_ERRORS.includes(error.errorCode)) onKeyRefused();
      else if (!(error instanceof ApiError && error.errorCode === FLOW_ERRORS.passwordRules))
        void showRequestError(error);
    }
  };

  return (
    <form
      ref={formRef}
      className={classes.stack}
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      noValidate
      aria-labelledby="forgot-password-title"
    >
      <StepHeading id="forgot-password-title" isFocused={isFocused}>
        {t('forgot.password.new.title')}
      </StepHeading>
      <Text className={classes.recap} size="sm">
        {t('forgot.password.channel.login', { login: link.login })}
      </Text>
      {serverError ? (
        <Alert color="red" variant="light" role="alert">
          {t(serverError)}
        </Alert>
      ) : null}
      <NewPasswordField {...field} />
      <Button type="submit" size="md" fullWidth loading={save.isPending}>
        {t('forgot.password.new.submit')}
      </Button>
    </form>
  );
}
