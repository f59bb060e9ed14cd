import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useThemeState } from '../../lib/theme/theme-store';
import { LanguageSwitcher } from '../language/language-switcher';
import classes from './public-chrome.module.css';

/** Reduced header of the public pages: issuer logo (link home) and language switcher. */
export function PublicHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { config } = useThemeState();
  return (
    <header className={classes.header}>
      <Link to={paths.root.getHref()} className={`${classes.logoLink} mantine-focus-auto`}>
        <img className={classes.logo} src={config.logo} alt={t('theme.logo.alt')} data-testid="issuer-logo" />
      </Link>
      <div className={classes.tools}>
        {children}
        <LanguageSwitcher />
      </div>
    </header>
  );
}
