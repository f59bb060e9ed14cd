/**
 * Who to tell when the server refuses a call because the portal is in maintenance (503
 * general.error.maintenance: the API enforces the theme's alive flag too). The app registers how
 * to reach the maintenance page; the HTTP client reports, without importing the theme's calls.
 */
type TListener = () => void;
const listeners = new Set<TListener>();

/** The app registers here how to reach the maintenance page. Returns the unsubscribe function. */
export function onMaintenanceReported(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server answered general.error.maintenance. */
export function reportMaintenance(): void {
  listeners.forEach((listener) => listener());
}
