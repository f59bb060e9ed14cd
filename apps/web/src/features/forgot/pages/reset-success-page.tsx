import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import successImage from '../../../assets/warning/success.svg';
import { AuthLayout } from '../../../components/layout/auth-layout';
import classes from '../components/forgot.module.css';
import { StepHeading } from '../components/step-heading';

/** resetsuccess: the new password is saved; the way on is the login page. */
export function ResetSuccessPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout>
      <section className={classes.result}>
        <img className={classes.resultImage} src={successImage} alt="" />
        <StepHeading order={1} isFocused={false}>
          {t('forgot.success.title')}
        </StepHeading>
        <Text>{t('forgot.success.text')}</Text>
        <Button component={Link} to={paths.login.getHref()} replace size="md" fullWidth>
          {t('forgot.success.login')}
        </Button>
      </section>
    </AuthLayout>
  );
}
