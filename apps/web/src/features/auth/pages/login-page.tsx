import { Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startLoading } from '../../../lib/loader/loader-store';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { LoginForm } from '../components/login-form';
import { LoginLinks } from '../components/login-links';
import { LogoutNotice } from '../components/logout-notice';
import { PublicAlerts } from '../components/public-alerts';
import { loginLoaderDelay, markLoginPageShown } from '../model/login-loader';
import classes from '../components/login.module.css';

/**
 * Login page (spec 1 §2): on the first screen of a visit it shows as soon as it is ready (the ring
 * of index.html covered the loading); a later visit, after a logout, is covered by the
 * logo-and-progress loader for 1 s.
 */
export function LoginPage() {
  const { t } = useTranslation();
  // The first screen of a visit shows at once, with no loader.
  const [isLoaded, setIsLoaded] = useState(() => loginLoaderDelay() === 0);

  useEffect(() => {
    if (isLoaded) {
      markLoginPageShown();
      return;
    }
    const stopLoading = startLoading('white-logo-progress');
    const timer = window.setTimeout(() => {
      stopLoading();
      markLoginPageShown();
      setIsLoaded(true);
    }, loginLoaderDelay());
    return () => {
      window.clearTimeout(timer);
      stopLoading();
    };
    // Once per visit of the page: showing it ends the loader, it never starts it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
      <PublicAlerts />
    </AuthLayout>
  );
}
