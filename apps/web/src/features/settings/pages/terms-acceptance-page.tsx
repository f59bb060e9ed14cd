import { Button, Checkbox, Text, Title } from '@mantine/core';
import { CGU_ERRORS } from '@nomina/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { TermsOfUse } from '../../../components/terms/terms-of-use';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/http/api-error';
import { logout } from '../../../lib/session/logout';
import { acceptTerms, pendingTermsVersion } from '../../../lib/session/terms-gate';
import classes from '../settings.module.css';

/**
 * cgu: new terms of use after login (spec 1 §2 terms display). The user reads them and accepts
 * (authenticate/acceptCgu, version and time recorded) before the shell, or declines and leaves.
 */
export function TermsAcceptancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [version, setVersion] = useState<number | null>(null);
  const [isChecked, setIsChecked] = useState(false);
  const [showError, setShowError] = useState(false);
  const [isSending, setIsSending] = useState(false);

  useEffect(() => {
    let isLive = true;
    void pendingTermsVersion().then((pending) => {
      if (!isLive) return;
      if (pending === null) void navigate(paths.dashboard.getHref(), { replace: true });
      else setVersion(pending);
    });
    return () => {
      isLive = false;
    };
  }, [navigate]);

  const accept = async () => {
    setShowError(!isChecked);
    if (!isChecked || version === null) return;
    setIsSending(true);
    try {
      await acceptTerms(version);
      void navigate(paths.dashboard.getHref(), { replace: true });
    } catch (error) {
      setIsSending(false);
      if (error instanceof ApiError && error.errorCode === CGU_ERRORS.staleVersion) {
        setVersion(await pendingTermsVersion());
        setIsChecked(false);
      }
      void showRequestError(error);
    }
  };

  return (
    <AuthLayout>
      <Title order={1} size="h2">
        {t('cgu.title')}
      </Title>
      {version !== null ? (
        <>
          <Text>{t('cgu.intro', { version })}</Text>
          <div className={classes.terms}>
            <TermsOfUse />
          </div>
          <Checkbox
            label={t('cgu.accept.label')}
            checked={isChecked}
            onChange={(event) => setIsChecked(event.currentTarget.checked)}
            error={showError && !isChecked ? t('cgu.error.required') : undefined}
          />
          <Button size="md" fullWidth loading={isSending} onClick={() => void accept()}>
            {t('cgu.accept')}
          </Button>
          <Button size="md" fullWidth variant="subtle" onClick={() => logout()}>
            {t('cgu.decline')}
          </Button>
        </>
      ) : null}
    </AuthLayout>
  );
}
