import { Button, Text } from '@mantine/core';
import { signupIdentifierError } from '@nomina/domain';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { modals } from '../../../components/modals/modal-store';
import thumbsUp from '../assets/thumbs-up.svg';
import { SignupLayout } from '../components/signup-layout';
import classes from '../components/signup.module.css';
import journey from '../../../components/layout/journey.module.css';
import { SignupStepper } from '../components/signup-stepper';
import { signupStore } from '../model/signup-store';

/** The login handed over by the contact step, when it is one (spec 1 §5: 8 to 10 characters). */
function readLogin(state: unknown): string | null {
  const login = (state as { login?: unknown } | null)?.login;
  return typeof login === 'string' && signupIdentifierError(login) === null ? login : null;
}

/** Spec 1 §2 item 9: thumbs-up, the login, and the way to log in. */
export function SignupCompletedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = readLogin(useLocation().state);
  const isWarned = useRef(false);

  const goToLogin = () => {
    signupStore.clear();
    void navigate(paths.login.getHref(), { replace: true });
  };

  useEffect(() => {
    if (login || isWarned.current) return;
    isWarned.current = true;
    // Spec 1 §8: a missing or invalid login is an error, then back to login.
    void modals
      .alert({ kind: 'error', title: 'general.warning.error', body: 'form.field.validator.mail.invalid' })
      .then(() => {
        signupStore.clear();
        void navigate(paths.login.getHref(), { replace: true });
      });
  }, [login, navigate]);

  return (
    <SignupLayout title={t('signup.done.title')} stepper={<SignupStepper step="contact" isDone />}>
      {login ? (
        <div className={journey.done}>
          <img className={classes.thumbsUp} src={thumbsUp} alt="" />
          <Text size="lg">
            <Trans i18nKey="signup.done.text" values={{ login }} components={{ strong: <strong /> }} />
          </Text>
          <Button size="md" onClick={goToLogin}>
            {t('signup.done.login')}
          </Button>
        </div>
      ) : null}
    </SignupLayout>
  );
}
