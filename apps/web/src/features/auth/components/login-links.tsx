import { Anchor, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useThemeState } from '../../../lib/theme/theme-store';
import classes from './login.module.css';

/**
 * Ways in other than the login form: first connection (sign-up), and the old-account variants
 * the theme offers when legacy users are allowed (spec 1 §6: theme-1 both, theme-5 old-PLS).
 */
export function LoginLinks() {
  const { t } = useTranslation();
  const { allowLegacyUser, config } = useThemeState();
  const { exPLS, exOLIS } = config.login.getMyAccess;
  const hasLegacy = allowLegacyUser && (exPLS || exOLIS);

  return (
    <div className={classes.links}>
      <section className={classes.linkBlock} aria-labelledby="first-connection-title">
        <Text id="first-connection-title" fw={700} component="h2" size="md">
          {t('login.firstconnexion.title')}
        </Text>
        <Text size="sm">{t('login.firstconnexion.text')}</Text>
        <Button component={Link} to={paths.firstConnexion.getHref()} variant="outline" fullWidth>
          {t('login.firstconnexion.button')}
        </Button>
      </section>
      {hasLegacy ? (
        <section className={classes.linkBlock} aria-labelledby="legacy-title" data-testid="legacy-access">
          <Text id="legacy-title" fw={700} component="h2" size="md">
            {t('login.legacy.title')}
          </Text>
          {exPLS ? (
            <Anchor component={Link} to={paths.ancienOlis.getHref('pls')} size="sm">
              {t('login.legacy.pls')}
            </Anchor>
          ) : null}
          {exOLIS ? (
            <Anchor component={Link} to={paths.ancienOlis.getHref('olis')} size="sm">
              {t('login.legacy.olis')}
            </Anchor>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
