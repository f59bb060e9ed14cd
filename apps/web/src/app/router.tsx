import { createHashRouter } from 'react-router';
import { LoaderView } from '../components/loader/loader-overlay';
import {
  accountChosenGuard,
  authenticatedGuard,
  demoGuard,
  loginAreaGuard,
  maintenanceGuard,
  maintenanceRouteGuard,
  rootGuard,
  termsGuard,
  withGuards,
} from './guards/guards';
import { AuthenticatedLayout, RootLayout } from './layouts';
import { paths } from '../config/paths';
import type { TRouteHandle } from '../config/route-handle';
import { acceptanceRoutes } from '../features/acceptance/routes';
import { accountChoiceRoutes, authRoutes } from '../features/auth/routes';
import { demoRoutes } from '../features/demo/routes';
import { forgotRoutes } from '../features/forgot/routes';
import { maintenanceRoutes } from '../features/maintenance/routes';
import { oldAccountRoutes } from '../features/old-account/routes';
import { signupRoutes } from '../features/signup/routes';
import { signupIdentityCheckRoute } from './signup-identity-check-route';
import { contactRoutes, messagingRoutes, visitorContactRoutes } from '../features/support/routes';
import { settingsRoutes, termsRoutes } from '../features/settings/routes';
import { corporateActionsRoutes } from '../features/corporate-actions/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { documentationRoutes } from '../features/documentation/routes';
import { historyRoutes } from '../features/history/routes';
import { meetingsRoutes } from '../features/meetings/routes';
import { usefulLinksRoutes } from '../features/useful-links/routes';
import { identityCheckRoutes } from '../features/identity-check/routes';
import { portfolioRoutes } from '../features/portfolio/routes';
import { operationsRoutes } from '../features/operations/routes';
import { profileRoutes } from '../features/profile/routes';

/**
 * Only routes whose page exists are registered; anything else gets the not-found page. Every
 * feature lists its routes in its own `routes.tsx`; this file only places them behind the guards
 * and layouts of their area.
 */
export type TAppRouter = ReturnType<typeof createHashRouter>;

/**
 * The router starts at once: the code of the matched routes loads, and their guards wait for the
 * theme where they need it (the maintenance flag), while the theme and its texts are fetched.
 */
export function createAppRouter(): TAppRouter {
  return createHashRouter([
    {
      path: paths.root.path,
      element: <RootLayout />,
      hydrateFallbackElement: <LoaderView type="white-simple" />,
      children: [
        { index: true, loader: withGuards(maintenanceGuard, rootGuard), element: null },
        {
          loader: withGuards(maintenanceGuard, loginAreaGuard),
          children: [
            ...authRoutes,
            ...forgotRoutes,
            ...visitorContactRoutes,
            ...signupRoutes,
            signupIdentityCheckRoute,
            ...oldAccountRoutes,
          ],
        },
        {
          loader: withGuards(maintenanceGuard, authenticatedGuard),
          element: <AuthenticatedLayout />,
          children: [
            ...accountChoiceRoutes,
            ...termsRoutes,
            {
              loader: withGuards(accountChosenGuard, termsGuard),
              lazy: () =>
                import('../components/shell/shell-layout').then((module) => ({
                  Component: module.ShellLayout,
                })),
              children: [
                ...dashboardRoutes,
                ...portfolioRoutes,
                ...historyRoutes,
                ...documentationRoutes,
                ...acceptanceRoutes,
                ...contactRoutes,
                ...meetingsRoutes,
                ...usefulLinksRoutes,
                ...identityCheckRoutes,
                ...operationsRoutes,
                ...profileRoutes,
                ...settingsRoutes,
                ...messagingRoutes,
                ...corporateActionsRoutes,
              ],
            },
          ],
        },
        { loader: withGuards(maintenanceRouteGuard), children: maintenanceRoutes },
        { loader: withGuards(demoGuard), children: demoRoutes },
        {
          path: '*',
          handle: { crumbs: ['notfound.title'] } satisfies TRouteHandle,
          lazy: () => import('./not-found-route').then((module) => ({ Component: module.NotFoundRoute })),
        },
      ],
    },
  ]);
}
