import { mustChooseAccount, type TSelectedHolder, type TUserAccess } from '../../lib/session/user-access';
import { paths } from '../../config/paths';

/** Pure guard decisions: each returns where to go instead, or null to let the route open. */

/**
 * Authenticated pages send visitors to login (spec 1 §2), and a user who has not chosen among
 * several accounts to the choice, which is the one signed-in page open to them.
 */
export function decideAuthenticated(
  access: TUserAccess | null,
  selected: TSelectedHolder | null,
  isAccountChoiceRoute: boolean,
): string | null {
  if (!access) return paths.login.getHref();
  if (!isAccountChoiceRoute && mustChooseAccount(access, selected)) return paths.selectAccount.getHref();
  return null;
}

/**
 * The root leads home (the dashboard) as the dashboard's own guard would let it: a visitor goes
 * to login and a user yet to choose an account to the choice at once, so the page never fetches
 * the dashboard's code for nothing.
 */
export function decideRoot(access: TUserAccess | null, selected: TSelectedHolder | null): string {
  return decideAuthenticated(access, selected, false) ?? paths.dashboard.getHref();
}

/**
 * Login-area pages: more than one account and none selected → account selection; a user who
 * already has accounts → dashboard (spec 1 §4).
 */
export function decideLoginArea(access: TUserAccess | null, selected: TSelectedHolder | null): string | null {
  if (!access || access.comptes.length === 0) return null;
  return mustChooseAccount(access, selected) ? paths.selectAccount.getHref() : paths.dashboard.getHref();
}

/** alive=false sends guarded routes to maintenance; the maintenance page sends back to root once alive. */
export function decideMaintenance(isAlive: boolean, isMaintenanceRoute: boolean): string | null {
  if (!isAlive && !isMaintenanceRoute) return paths.maintenance.getHref();
  if (isAlive && isMaintenanceRoute) return paths.root.getHref();
  return null;
}

/** The demo pages exist only in non-production builds (spec 1 §6). */
export function decideDemo(isProduction: boolean): string | null {
  return isProduction ? paths.root.getHref() : null;
}
