import { Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { useVerifyResetLink } from '../api/verify-reset-link';
import classes from '../components/forgot.module.css';
import { LinkInvalid } from '../components/link-invalid';
import { NewPasswordStep } from '../components/new-password-step';
import { ResetStepper } from '../components/reset-stepper';
import { StepHeading } from '../components/step-heading';

/**
 * setpassword, opened from the reset e-mail (#/setpassword?sd=…): the link is checked, then the
 * password choice. A sign-up link opened here goes on to first connection with the same key.
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sd = params.get('sd') ?? '';
  const link = useVerifyResetLink(sd);
  // save-password may still refuse a key the link check accepted (it expired in between).
  const [isKeyRefused, setIsKeyRefused] = useState(false);
  const isRefused = sd === '' || link.isError || isKeyRefused;

  if (link.data?.purpose === 'SIGNUP') {
    return <Navigate to={`${paths.firstConnexion.getHref()}?sd=${encodeURIComponent(sd)}`} replace />;
  }

  return (
    <AuthLayout>
      <div className={classes.intro}>
        <StepHeading order={1} isFocused={false}>
          {t('forgot.password.title')}
        </StepHeading>
      </div>
      <ResetStepper stage="password" />
      {isRefused ? <LinkInvalid /> : null}
      {!isRefused && !link.data ? (
        <div className={classes.result} role="status">
          <Loader size="md" aria-hidden />
          <Text>{t('forgot.link.checking')}</Text>
        </div>
      ) : null}
      {link.data && !isRefused ? (
        <NewPasswordStep
          link={link.data}
          isFocused={false}
          onSaved={() => void navigate(paths.resetSuccess.getHref(), { replace: true })}
          onKeyRefused={() => setIsKeyRefused(true)}
        />
      ) : null}
    </AuthLayout>
  );
}
