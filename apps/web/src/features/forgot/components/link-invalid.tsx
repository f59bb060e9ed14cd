import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import classes from './forgot.module.css';
import { StepHeading } from './step-heading';

type TLinkInvalidProps = {
  /** Starts a new request on the same page; without it the button opens forgotpassword. */
  onRequestAgain?: () => void;
};

/** An expired, used or unknown reset link (signup.link.invalid), with the way to ask again. */
export function LinkInvalid({ onRequestAgain }: TLinkInvalidProps) {
  const { t } = useTranslation();

  return (
    <section className={classes.stack} aria-labelledby="forgot-link-invalid-title">
      <StepHeading id="forgot-link-invalid-title">{t('forgot.link.invalid.title')}</StepHeading>
      <Alert color="red" variant="light" role="alert">
        {t('signup.link.invalid')}
      </Alert>
      {onRequestAgain ? (
        <Button onClick={onRequestAgain} size="md" fullWidth>
          {t('forgot.link.invalid.again')}
        </Button>
      ) : (
        <Button component={Link} to={paths.forgotPassword.getHref()} replace size="md" fullWidth>
          {t('forgot.link.invalid.again')}
        </Button>
      )}
      <Button
        component={Link}
        to={paths.login.getHref()}
        variant="subtle"
        size="sm"
        className={classes.secondary}
      >
        {t('general.back.login')}
      </Button>
    </section>
  );
}
