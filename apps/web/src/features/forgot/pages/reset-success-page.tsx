import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import successImage from '../../../assets/warning/success.svg';
import { ContactFormLink } from '../../../components/contact/contact-form-link';
import { AuthLayout } from '../../../components/layout/auth-layout';
import classes from '../components/forgot.module.css';
import { StepHeading } from '../components/step-heading';

/**
 * resetsuccess: the new password is saved (spec 1 §2 item 2, the forgot flow's confirmation): the
 * way on is the login page, and a "no e-mail received" link leads to the contact form.
 */
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
        <div className={classes.actions}>
          <Button component={Link} to={paths.login.getHref()} replace size="md" fullWidth>
            {t('forgot.success.login')}
          </Button>
          <ContactFormLink anchorProps={{ className: classes.secondary }}>
            {t('forgot.sent.nomail')}
          </ContactFormLink>
        </div>
      </section>
    </AuthLayout>
  );
}
