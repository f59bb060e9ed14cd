import { redirect, type LoaderFunction } from 'react-router';
import { paths } from '../../config/paths';
import { IS_PRODUCTION_BUILD } from '../../lib/env';
import { pendingTermsVersion } from '../../lib/session/terms-gate';
import { isAuthenticated, readSelectedHolder, readUserAccess } from '../../lib/session/user-access';
import { waitForAliveFlag } from '../../lib/theme/theme-store';
import { decideAuthenticated, decideDemo, decideLoginArea, decideMaintenance, decideRoot } from './decisions';

/** A guard resolves to the path to go to instead, or null. */
type TGuard = () => string | null | Promise<string | null>;

export const authenticatedGuard: TGuard = () => decideAuthenticated(isAuthenticated());
export const rootGuard: TGuard = () => decideRoot(isAuthenticated());
export const loginAreaGuard: TGuard = () => decideLoginArea(readUserAccess(), readSelectedHolder());
export const maintenanceGuard: TGuard = async () => decideMaintenance(await waitForAliveFlag(), false);
export const maintenanceRouteGuard: TGuard = async () => decideMaintenance(await waitForAliveFlag(), true);
export const demoGuard: TGuard = () => decideDemo(IS_PRODUCTION_BUILD);
/**
 * New terms of use published since the user's last acceptance: the terms page before the shell.
 * The check is the first authenticated call of a page load: when the session has ended
 * elsewhere, its refresh fails and logs out before the layout is there to navigate, so the
 * guard itself sends the user to the login page.
 */
export const termsGuard: TGuard = async () => {
  const pending = await pendingTermsVersion();
  if (!isAuthenticated()) return paths.login.getHref();
  return pending === null ? null : paths.cgu.getHref();
};

/** Runs guards in order as a route loader; the first one that answers a path redirects there. */
export function withGuards(...guards: TGuard[]): LoaderFunction {
  return async () => {
    for (const guard of guards) {
      const target = await guard();
      if (target) throw redirect(target);
    }
    return null;
  };
}
