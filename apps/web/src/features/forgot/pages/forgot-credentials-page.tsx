import { Anchor, Button, Radio, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths, type TForgotCredentialsState } from '../../../config/paths';
import { AuthLayout } from '../../../components/layout/auth-layout';
import classes from '../components/forgot.module.css';
import { StepHeading } from '../components/step-heading';

type TForgotten = 'identifier' | 'password';

/**
 * forgotcredentials: which of identifier or password was forgotten. Coming from the old-account
 * need-help dialog (state isPasswordFlow), the password choice is already selected.
 */
export function ForgotCredentialsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useLocation().state as TForgotCredentialsState | null;
  const [choice, setChoice] = useState<TForgotten | null>(state?.isPasswordFlow ? 'password' : null);
  const [isSubmitted, setIsSubmitted] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!choice) return;
    void navigate(choice === 'password' ? paths.forgotPassword.getHref() : paths.forgotIdentifiant.getHref());
  };

  return (
    <AuthLayout>
      <form className={classes.stack} onSubmit={onSubmit} noValidate>
        <div className={classes.intro}>
          <StepHeading order={1} isFocused={false}>
            {t('forgot.credentials.title')}
          </StepHeading>
          <Text>{t('forgot.credentials.text')}</Text>
        </div>
        <Radio.Group
          label={t('forgot.credentials.question')}
          value={choice}
          onChange={(value) => setChoice(value as TForgotten)}
          error={isSubmitted && !choice ? t('forgot.credentials.required') : undefined}
          withAsterisk
          size="md"
        >
          <div className={classes.choices}>
            <Radio
              className={classes.choice}
              value="identifier"
              label={t('forgot.credentials.identifier')}
              description={t('forgot.credentials.identifier.text')}
            />
            <Radio
              className={classes.choice}
              value="password"
              label={t('forgot.credentials.password')}
              description={t('forgot.credentials.password.text')}
            />
          </div>
        </Radio.Group>
        <Button type="submit" size="md" fullWidth>
          {t('forgot.credentials.continue')}
        </Button>
        <Anchor component={Link} to={paths.login.getHref()} size="sm">
          {t('general.back.login')}
        </Anchor>
      </form>
    </AuthLayout>
  );
}
