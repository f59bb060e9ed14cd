import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { LoaderOverlay } from '../components/loader/loader-overlay';
import { ModalHost } from '../components/modals/modal-host';
import { modals } from '../components/modals/modal-store';
import { readIdleTimings } from '../lib/session/idle-timings';
import { onLogout } from '../lib/session/logout';
import { onTermsRequired } from '../lib/session/terms-required';
import { enterMaintenance } from '../lib/theme/enter-maintenance';
import { onMaintenanceReported } from '../lib/theme/maintenance-reported';
import { paths } from '../config/paths';
import { useIdleLogout } from './use-idle-logout';
import { usePageTitle } from './use-page-title';

/**
 * Every page: scroll to top on navigation, modals, loader, what logout must undo here, and the
 * way to the terms page or the maintenance page when the server asks for them.
 */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageTitle();

  // Spec 3 §2: the top of the page on every navigation: another page, or the same page with
  // another query that was pushed (a list's next page, applied filters). Filters that rewrite the
  // query as they change (replace) leave the holder where they are.
  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    const isOtherPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    if (isOtherPage || navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [pathname, search, navigationType]);

  useEffect(
    () =>
      onLogout(() => {
        modals.closeAll();
        queryClient.clear();
        void navigate(paths.login.getHref(), { replace: true });
      }),
    [navigate, queryClient],
  );

  // The server refused a call until the terms in force are accepted (decision 012).
  useEffect(
    () =>
      onTermsRequired(() => {
        modals.closeAll();
        void navigate(paths.cgu.getHref(), { replace: true });
      }),
    [navigate],
  );

  // The server refused a call: the portal is in maintenance (spec 1 §4, enforced by the API).
  useEffect(
    () =>
      onMaintenanceReported(() => {
        void enterMaintenance().then(() => {
          modals.closeAll();
          void navigate(paths.maintenance.getHref(), { replace: true });
        });
      }),
    [navigate],
  );

  return (
    <>
      <Outlet />
      <ModalHost />
      <LoaderOverlay />
    </>
  );
}

/** Pages of signed-in users: the idle time-out runs while one of them is open. */
export function AuthenticatedLayout({ children }: { children?: ReactNode }) {
  const { idleMs, timeoutMs, pingMs } = readIdleTimings();
  useIdleLogout(idleMs, timeoutMs, pingMs);
  return children ?? <Outlet />;
}
