import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useThemeState } from '../../lib/theme/theme-store';
import { LanguageSwitcher } from '../language/language-switcher';
import { HelpIcon, MessageIcon } from './header-icons';
import classes from './public-chrome.module.css';

/**
 * Reduced header of the public pages (spec 3 §2): issuer logo (link home), the contact-us help
 * link, the messaging link (hidden by default style, as for signed-in users; visitors write
 * through the contact form) and the language switcher.
 */
export function PublicHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { config } = useThemeState();
  return (
    <header className={classes.header}>
      <Link to={paths.root.getHref()} className={`${classes.logoLink} mantine-focus-auto`}>
        <img className={classes.logo} src={config.logo} alt={t('theme.logo.alt')} data-testid="issuer-logo" />
      </Link>
      <div className={classes.tools}>
        <Link
          replace
          to={paths.contactUsFormCall.getHref()}
          className={`${classes.link} ${classes.messaging}`}
        >
          <MessageIcon />
          <span>{t('header.messaging')}</span>
        </Link>
        <Link
          to={paths.contactUs.getHref()}
          className={`${classes.link} mantine-focus-auto`}
          data-testid="header-help"
        >
          <HelpIcon />
          <span className={classes.linkText}>{t('header.help')}</span>
        </Link>
        {children}
        <LanguageSwitcher />
      </div>
    </header>
  );
}
