import { ShellLayout } from '../components/shell/shell-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { ShellNotFound } from '../features/not-found/shell-not-found';
import { isAuthenticated } from '../lib/session/user-access';
import { AuthenticatedLayout } from './layouts';

/**
 * Any address without a page. A signed-in holder stays inside the shell (menu, breadcrumbs, logout,
 * idle time-out); a visitor gets the public not-found page.
 */
export function NotFoundRoute() {
  if (!isAuthenticated()) return <NotFoundPage />;
  return (
    <AuthenticatedLayout>
      <ShellLayout>
        <ShellNotFound />
      </ShellLayout>
    </AuthenticatedLayout>
  );
}
