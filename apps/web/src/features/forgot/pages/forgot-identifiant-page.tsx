import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { ForgotIdentifierForm } from '../components/forgot-identifier-form';
import classes from '../components/forgot.module.css';
import { StepHeading } from '../components/step-heading';

/** forgotidentifiant: the identifier is sent to the e-mail or mobile on record. */
export function ForgotIdentifiantPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout>
      <div className={classes.intro}>
        <StepHeading order={1} isFocused={false}>
          {t('forgot.identifier.title')}
        </StepHeading>
        <Text>{t('forgot.identifier.text')}</Text>
      </div>
      <ForgotIdentifierForm />
    </AuthLayout>
  );
}
