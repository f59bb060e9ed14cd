import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { TRouteHandle } from '../../config/route-handle';

/** Dashboard routes, mounted inside the signed-in shell by the app router. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: paths.dashboard.path,
    handle: {} satisfies TRouteHandle,
    lazy: () => import('./dashboard-page').then((module) => ({ Component: module.DashboardPage })),
  },
];
