import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { IS_PRODUCTION_BUILD } from '../../lib/env';
import { pendingTermsVersion } from '../../lib/session/terms-gate';
import { isAuthenticated, readSelectedHolder, readUserAccess } from '../../lib/session/user-access';
import { waitForAliveFlag } from '../../lib/theme/theme-store';
import { decideAuthenticated, decideDemo, decideLoginArea, decideMaintenance, decideRoot } from './decisions';

/** A guard resolves to the path to go to instead, or null; it is given the loader's arguments. */
type TGuard = (args: LoaderFunctionArgs) => string | null | Promise<string | null>;

/**
 * Whether the route being opened is `route`. The hash router builds the loader's request from the
 * hash's path, so its pathname is the route's path.
 */
const isOpening = (request: Request, route: { path: string }) => new URL(request.url).pathname === route.path;

const decideSignedIn = (isAccountChoiceRoute: boolean) =>
  decideAuthenticated(readUserAccess(), readSelectedHolder(), isAccountChoiceRoute);

export const authenticatedGuard: TGuard = ({ request }) =>
  decideSignedIn(isOpening(request, paths.selectAccount));
/**
 * The shell's own check that an account is chosen: going from the account choice to the shell
 * changes only the child route, and the router keeps the authenticated guard's earlier answer.
 */
export const accountChosenGuard: TGuard = () => decideSignedIn(false);
export const rootGuard: TGuard = () => decideRoot(readUserAccess(), readSelectedHolder());
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
  // In maintenance the layout's own guard leads to the maintenance page: no call is made (the
  // server would refuse it).
  if (!(await waitForAliveFlag())) return null;
  const pending = await pendingTermsVersion();
  if (!isAuthenticated()) return paths.login.getHref();
  return pending === null ? null : paths.cgu.getHref();
};

/** Runs guards in order as a route loader; the first one that answers a path redirects there. */
export function withGuards(...guards: TGuard[]): LoaderFunction {
  return async (args) => {
    for (const guard of guards) {
      const target = await guard(args);
      if (target) throw redirect(target);
    }
    return null;
  };
}
