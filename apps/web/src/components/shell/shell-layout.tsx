import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { readSelectedHolder, readUserAccess } from '../../lib/session/user-access';
import { ShellBreadcrumbs } from './breadcrumbs/shell-breadcrumbs';
import { CookieNotice } from './cookie/cookie-notice';
import { ShellFooter } from './footer/shell-footer';
import { ModuleGuard } from './guard/module-guard';
import { BURGER_ID, ShellHeader } from './header/shell-header';
import { isMenuEmpty } from './menu/build-menu';
import { SideMenu } from './menu/side-menu';
import { useMenu } from './menu/use-menu';
import { TutorialOverlay } from './tutorial/tutorial-overlay';
import { TutorialStarter } from './tutorial/tutorial-starter';
import { useShellLoaders } from './use-shell-loaders';
import { useSideMenu } from './use-side-menu';
import classes from './shell-layout.module.css';

/**
 * The signed-in shell of spec 3 §2: header, side menu, breadcrumbs, content, footer, cookie notice.
 * `children` replaces the matched child route where the shell wraps a page outside its routes (the
 * not-found page of a signed-in holder).
 */
export function ShellLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const { entries, isLoaded } = useMenu();
  const menu = useSideMenu();
  const isEmpty = isLoaded && isMenuEmpty(entries);
  const login = readUserAccess()?.login ?? null;
  useShellLoaders(isLoaded);
  const asideRef = useRef<HTMLElement>(null);

  // The phone drawer takes the focus when it opens, and gives it back to the burger when it closes:
  // right after the class changes, before the browser drops the focus of a link it hides.
  const isDrawerOpen = menu.isOpen && !menu.isDesktop;
  useLayoutEffect(() => {
    const aside = asideRef.current;
    if (isDrawerOpen) aside?.querySelector<HTMLElement>('a, button')?.focus();
    else if (aside?.contains(document.activeElement)) document.getElementById(BURGER_ID)?.focus();
  }, [isDrawerOpen]);

  return (
    <div className={classes.shell}>
      <ShellHeader hasBurger={isLoaded && !isEmpty} isMenuOpen={menu.isOpen} onToggleMenu={menu.toggle} />
      <div className={classes.body}>
        <aside
          ref={asideRef}
          id="shell-menu"
          className={`${classes.menu} ${menu.isOpen ? classes.menuOpen : classes.menuClosed}`}
          data-tuto="menu"
          data-state={menu.isOpen ? 'open' : 'closed'}
          data-testid="side-menu"
        >
          <SideMenu
            entries={entries}
            isEmpty={isEmpty}
            isOpen={menu.isOpen}
            onOpen={menu.open}
            onNavigate={menu.onNavigate}
          />
        </aside>
        {isDrawerOpen ? <div className={classes.backdrop} onClick={menu.close} aria-hidden="true" /> : null}
        <div className={classes.column}>
          <main className={classes.main} data-tuto="content">
            <ShellBreadcrumbs />
            {pathname === paths.dashboard.path && login ? <TutorialStarter login={login} /> : null}
            <ModuleGuard>{children ?? <Outlet />}</ModuleGuard>
          </main>
          <ShellFooter entries={entries} />
          {/* A slim bar held at the bottom of the window until accepted: it never buries the page. */}
          <CookieNotice />
        </div>
      </div>
      <TutorialOverlay emetIden={readSelectedHolder()?.emetIden ?? null} />
    </div>
  );
}
