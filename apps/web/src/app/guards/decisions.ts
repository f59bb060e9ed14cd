import type { TSelectedHolder, TUserAccess } from '../../lib/session/user-access';
import { paths } from '../../config/paths';

/** Pure guard decisions: each returns where to go instead, or null to let the route open. */

/**
 * The root leads home (the dashboard); a visitor would be sent on to login by the dashboard's own
 * guard, so they go there at once and the page never fetches the dashboard's code.
 */
export function decideRoot(isAuthenticated: boolean): string {
  return isAuthenticated ? paths.dashboard.getHref() : paths.login.getHref();
}

/** Authenticated pages send visitors to login (spec 1 §2). */
export function decideAuthenticated(isAuthenticated: boolean): string | null {
  return isAuthenticated ? null : paths.login.getHref();
}

/**
 * Login-area pages: more than one account and none selected → account selection; a user who
 * already has accounts → dashboard (spec 1 §4).
 */
export function decideLoginArea(access: TUserAccess | null, selected: TSelectedHolder | null): string | null {
  const accounts = access?.comptes ?? [];
  if (accounts.length > 1 && !selected) return paths.selectAccount.getHref();
  if (accounts.length > 0) return paths.dashboard.getHref();
  return null;
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
