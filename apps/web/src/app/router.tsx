import { createHashRouter, redirect } from 'react-router';
import { LoaderView } from '../components/loader/loader-overlay';
import {
  authenticatedGuard,
  demoGuard,
  loginAreaGuard,
  maintenanceGuard,
  maintenanceRouteGuard,
  withGuards,
} from './guards/guards';
import { AuthenticatedLayout, RootLayout } from './layouts';
import { paths } from './routes';

/** Only routes whose page exists are registered; anything else gets the not-found page. */
export function createAppRouter() {
  return createHashRouter([
    {
      path: paths.root.path,
      element: <RootLayout />,
      hydrateFallbackElement: <LoaderView type="white-simple" />,
      children: [
        { index: true, loader: () => redirect(paths.dashboard.getHref()), element: null },
        {
          loader: withGuards(maintenanceGuard, loginAreaGuard),
          children: [
            {
              path: paths.login.path,
              lazy: () =>
                import('../features/auth/pages/login-page').then((module) => ({
                  Component: module.LoginPage,
                })),
            },
          ],
        },
        {
          loader: withGuards(maintenanceGuard, authenticatedGuard),
          element: <AuthenticatedLayout />,
          children: [
            {
              path: paths.dashboard.path,
              lazy: () =>
                import('../features/dashboard/dashboard-page').then((module) => ({
                  Component: module.DashboardPage,
                })),
            },
          ],
        },
        {
          path: paths.maintenance.path,
          loader: withGuards(maintenanceRouteGuard),
          lazy: () =>
            import('../features/maintenance/maintenance-page').then((module) => ({
              Component: module.MaintenancePage,
            })),
        },
        {
          path: paths.demo.path,
          loader: withGuards(demoGuard),
          lazy: () => import('../features/demo/demo-page').then((module) => ({ Component: module.DemoPage })),
        },
        {
          path: '*',
          lazy: () =>
            import('../features/not-found/not-found-page').then((module) => ({
              Component: module.NotFoundPage,
            })),
        },
      ],
    },
  ]);
}
