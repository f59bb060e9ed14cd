import type { ReactNode } from 'react';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { useThemeState } from '../../lib/theme/theme-store';
import classes from './auth-layout.module.css';

type TAuthLayoutProps = { children: ReactNode; isHidden?: boolean };

/**
 * Frame of the login-area pages, dressed per theme: main background, wrapper background,
 * illustration and up-title image appear only when the theme's login flags say so.
 * Images set through `style` go through the CSSOM, which the CSP allows.
 */
export function AuthLayout({ children, isHidden = false }: TAuthLayoutProps) {
  const { config } = useThemeState();
  const { login } = config;
  const mainBg =
    login.hasMainBgImg && login.mainBgImg ? { backgroundImage: `url("${login.mainBgImg}")` } : undefined;
  const wrapperBg =
    login.hasWrapperBgImg && login.wrapperBgImg
      ? { backgroundImage: `url("${login.wrapperBgImg}")` }
      : undefined;
  const hasAside = login.hasWrapperIllustration && Boolean(login.illustration);

  return (
    <div
      className={`${classes.page} ${isHidden ? classes.hidden : ''}`}
      style={mainBg}
      aria-hidden={isHidden || undefined}
    >
      <PublicHeader />
      <main className={classes.main} id="main-content">
        <div className={`${classes.card} ${hasAside ? classes.withAside : ''}`} style={wrapperBg}>
          {hasAside ? (
            <div className={classes.aside}>
              <img className={classes.illustration} src={login.illustration} alt="" />
            </div>
          ) : null}
          <div className={classes.panel}>
            {login.hasUpTitleImg && login.upTitleImg ? (
              <img className={classes.upTitle} src={login.upTitleImg} alt="" />
            ) : null}
            {children}
          </div>
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
