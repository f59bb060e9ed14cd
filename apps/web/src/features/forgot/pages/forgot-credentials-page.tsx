import { Anchor, Button, Radio, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { domainResolver, fieldErrorText } from '../../../lib/forms/domain-resolver';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths, type TForgotCredentialsState } from '../../../config/paths';
import { AuthLayout } from '../../../components/layout/auth-layout';
import classes from '../components/forgot.module.css';
import { StepHeading } from '../components/step-heading';

const ZForgotten = z.enum(['identifier', 'password'], { error: 'forgot.credentials.required' });
type TForgotten = z.infer<typeof ZForgotten>;
type TChoiceForm = { choice: TForgotten | null };
const ZChoiceForm = z.object({ choice: ZForgotten });
const resolver = domainResolver<TChoiceForm, { choice: TForgotten }>(ZChoiceForm);

/**
 * forgotcredentials: which of identifier or password was forgotten. Coming from the old-account
 * need-help dialog (state isPasswordFlow), the password choice is already selected.
 */
export function ForgotCredentialsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useLocation().state as TForgotCredentialsState | null;
  const form = useForm<TChoiceForm, unknown, { choice: TForgotten }>({
    defaultValues: { choice: state?.isPasswordFlow ? 'password' : null },
    resolver,
  });
  const choice = form.watch('choice');

  const onValid = ({ choice: chosen }: { choice: TForgotten }) =>
    void navigate(chosen === 'password' ? paths.forgotPassword.getHref() : paths.forgotIdentifiant.getHref());

  return (
    <AuthLayout>
      <form
        className={classes.stack}
        onSubmit={(event) => {
          // A valid choice leads on within the click (the router's move is not left to a later
          // task); otherwise the form says what is missing.
          const parsed = ZChoiceForm.safeParse(form.getValues());
          if (!parsed.success) return void form.handleSubmit(onValid)(event);
          event.preventDefault();
          onValid(parsed.data);
        }}
        noValidate
      >
        <div className={classes.intro}>
          <StepHeading order={1} isFocused={false}>
            {t('forgot.credentials.title')}
          </StepHeading>
          <Text>{t('forgot.credentials.text')}</Text>
        </div>
        <Radio.Group
          label={t('forgot.credentials.question')}
          value={choice}
          onChange={(value) =>
            form.setValue('choice', value as TForgotten, { shouldValidate: form.formState.isSubmitted })
          }
          error={fieldErrorText(t, form.formState.errors.choice)}
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
