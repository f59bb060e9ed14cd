import { Text, Title } from '@mantine/core';
import { UI_TIMINGS } from '@nomina/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startLoading } from '../../../lib/loader/loader-store';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { LoginForm } from '../components/login-form';
import { LoginLinks } from '../components/login-links';
import { LogoutNotice } from '../components/logout-notice';
import classes from '../components/login.module.css';

/** Login page: the logo-and-progress loader covers it for 1 s, then the page shows (spec 1 §2). */
export function LoginPage() {
  const { t } = useTranslation();
  const [isLoaded, setIsLoaded] = useState(false);

  useEffect(() => {
    const stopLoading = startLoading('white-logo-progress');
    const timer = window.setTimeout(() => {
      stopLoading();
      setIsLoaded(true);
    }, UI_TIMINGS.loginLoaderHideMs);
    return () => {
      window.clearTimeout(timer);
      stopLoading();
    };
  }, []);

  return (
    <AuthLayout isHidden={!isLoaded}>
      <div className={classes.intro}>
        <Title order={1} id="login-title" className={classes.title} size="h2">
          {t('login.title')}
        </Title>
        <Text>{t('login.welcome')}</Text>
      </div>
      <LogoutNotice />
      <LoginForm />
      <LoginLinks />
    </AuthLayout>
  );
}
