import { Button, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIdentifierForm } from '../../../components/access/use-identifier-form';
import classes from './forgot.module.css';
import { StepHeading } from './step-heading';

type TIdentifierStepProps = { defaultLogin: string; isFocused: boolean; onDone: (login: string) => void };

/**
 * Identifier entry (spec 1 §2 item 1): one field, and a validate button disabled until the
 * identifier is valid (8 to 10 characters, §5). Length messages wait until the field is left.
 */
export function IdentifierStep({ defaultLogin, isFocused, onDone }: TIdentifierStepProps) {
  const { t } = useTranslation();
  const { form, error, isValid } = useIdentifierForm(defaultLogin, true);

  return (
    <form
      className={classes.stack}
      onSubmit={form.handleSubmit(({ login }) => onDone(login))}
      noValidate
      aria-labelledby="forgot-identifier-title"
    >
      <StepHeading id="forgot-identifier-title" isFocused={isFocused}>
        {t('forgot.password.identifier.title')}
      </StepHeading>
      <Text size="sm">{t('forgot.password.identifier.text')}</Text>
      <TextInput
        label={t('login.identifier.label')}
        description={t('login.identifier.hint')}
        autoComplete="username"
        aria-required
        {...form.register('login')}
        error={error}
        size="md"
      />
      <Button type="submit" size="md" fullWidth disabled={!isValid}>
        {t('general.validate')}
      </Button>
    </form>
  );
}
