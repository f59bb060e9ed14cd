import { Alert, Button, Text } from '@mantine/core';
import { FLOW_ERRORS, type TLinkInfo } from '@nomina/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NewPasswordField,
  newPasswordError,
  type TNewPassword,
} from '../../../components/access/new-password-field';
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
  const [value, setValue] = useState<TNewPassword>({ password: '', confirmation: '' });
  const [showErrors, setShowErrors] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowErrors(true);
    setServerError(null);
    const error = newPasswordError(value, link.passwordRules);
    if (error) {
      const fields = formRef.current?.querySelectorAll<HTMLInputElement>(
        'input[autocomplete="new-password"]',
      );
      fields?.[error === 'password.confirm.mismatch' ? fields.length - 1 : 0]?.focus();
      return;
    }
    try {
      await save.mutateAsync({
        verificationKey: link.verificationKey,
        password: value.password,
        lang: i18n.language,
      });
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && DEAD_KEY_ERRORS.includes(error.errorCode)) onKeyRefused();
      else if (error instanceof ApiError && error.errorCode === FLOW_ERRORS.passwordRules)
        setServerError(error.errorCode);
      else void showRequestError(error);
    }
  };

  return (
    <form
      ref={formRef}
      className={classes.stack}
      onSubmit={(event) => void onSubmit(event)}
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
      <NewPasswordField
        value={value}
        onChange={setValue}
        lengths={link.passwordRules}
        showErrors={showErrors}
      />
      <Button type="submit" size="md" fullWidth loading={save.isPending}>
        {t('forgot.password.new.submit')}
      </Button>
    </form>
  );
}
