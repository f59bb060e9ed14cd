import { Button, Text, TextInput } from '@mantine/core';
import { signupIdentifierError } from '@nomina/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './forgot.module.css';
import { StepHeading } from './step-heading';

type TIdentifierStepProps = { defaultLogin: string; isFocused: boolean; onDone: (login: string) => void };

/**
 * Identifier entry (spec 1 §2 item 1): one field, and a validate button disabled until the
 * identifier is valid (8 to 10 characters, §5). Length messages wait until the field is left.
 */
export function IdentifierStep({ defaultLogin, isFocused, onDone }: TIdentifierStepProps) {
  const { t } = useTranslation();
  const [login, setLogin] = useState(defaultLogin);
  const [isTouched, setIsTouched] = useState(defaultLogin.length > 0);
  const error = signupIdentifierError(login);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsTouched(true);
    if (!error) onDone(login);
  };

  return (
    <form className={classes.stack} onSubmit={onSubmit} noValidate aria-labelledby="forgot-identifier-title">
      <StepHeading id="forgot-identifier-title" isFocused={isFocused}>
        {t('forgot.password.identifier.title')}
      </StepHeading>
      <Text size="sm">{t('forgot.password.identifier.text')}</Text>
      <TextInput
        label={t('login.identifier.label')}
        description={t('login.identifier.hint')}
        autoComplete="username"
        aria-required
        value={login}
        onChange={(event) => setLogin(event.currentTarget.value)}
        onBlur={() => setIsTouched(true)}
        error={isTouched && error ? t(error) : undefined}
        size="md"
      />
      <Button type="submit" size="md" fullWidth disabled={Boolean(error)}>
        {t('general.validate')}
      </Button>
    </form>
  );
}
