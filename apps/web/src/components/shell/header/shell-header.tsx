import { Burger, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { logout } from '../../../lib/session/logout';
import { useThemeState } from '../../../lib/theme/theme-store';
import { LanguageSwitcher } from '../../language/language-switcher';
import { HelpIcon, LogoutIcon, MessageIcon } from '../../layout/header-icons';
import chrome from '../../layout/public-chrome.module.css';
import classes from './shell-header.module.css';
import { useUnreadAnswers } from './use-unread-answers';

/** The burger's id: the phone drawer gives the focus back to it when it closes. */
export const BURGER_ID = 'shell-menu-burger';

type TShellHeaderProps = {
  /** The burger shows only when the menu has entries besides the dashboard (spec 3 §2). */
  hasBurger: boolean;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
};

/**
 * Header of signed-in users (spec 3 §2): logo, burger, messaging link with the unread answers,
 * help/contact link, language and logout. The help link is highlighted while the help-contact
 * service is active, that is while its route, contact, is the current page.
 */
export function ShellHeader({ hasBurger, isMenuOpen, onToggleMenu }: TShellHeaderProps) {
  const { t } = useTranslation();
  const { config } = useThemeState();
  const unread = useUnreadAnswers().data ?? 0;
  return (
    <header className={classes.header} data-tuto="header">
      <div className={classes.start}>
        {hasBurger ? (
          <Burger
            id={BURGER_ID}
            opened={isMenuOpen}
            onClick={onToggleMenu}
            aria-label={t(isMenuOpen ? 'shell.menu.close' : 'shell.menu.open')}
            aria-expanded={isMenuOpen}
            aria-controls="shell-menu"
            size="sm"
            data-testid="menu-burger"
            data-tuto="menu"
          />
        ) : null}
        <Link to={paths.dashboard.getHref()} className={`${chrome.logoLink} mantine-focus-auto`}>
          <img
            className={classes.logo}
            src={config.logo}
            alt={t('theme.logo.alt')}
            data-testid="issuer-logo"
          />
        </Link>
      </div>
      <div className={classes.tools}>
        <NavLink
          to={paths.messagerie.getHref()}
          className={({ isActive }) =>
            `${chrome.link} ${isActive ? classes.highlighted : ''} mantine-focus-auto`
          }
          aria-label={unread ? t('header.messaging.unread', { count: unread }) : undefined}
          data-testid="header-messaging"
        >
          <MessageIcon />
          <span className={chrome.linkText}>{t('header.messaging')}</span>
          {unread ? (
            <span className={classes.counter} data-testid="header-messaging-count" aria-hidden>
              {unread}
            </span>
          ) : null}
        </NavLink>
        <NavLink
          to={paths.contact.getHref()}
          className={({ isActive }) =>
            `${chrome.link} ${isActive ? classes.highlighted : ''} mantine-focus-auto`
          }
          data-testid="header-help"
        >
          <HelpIcon />
          <span className={chrome.linkText}>{t('header.help')}</span>
        </NavLink>
        <LanguageSwitcher />
        <Button
          variant="outline"
          size="sm"
          onClick={() => logout()}
          leftSection={<LogoutIcon />}
          className={classes.logout}
        >
          <span className={chrome.linkText}>{t('general.logout')}</span>
        </Button>
      </div>
    </header>
  );
}
