import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** The maintenance page; the app router puts its guard in front. */
export const maintenanceRoutes: RouteObject[] = [
  {
    path: paths.maintenance.path,
    lazy: () => import('./maintenance-page').then((module) => ({ Component: module.MaintenancePage })),
  },
];
