import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** The old account's migration journey (login area). */
export const oldAccountRoutes: RouteObject[] = [
  {
    path: paths.ancienOlis.path,
    lazy: () => import('./pages/old-account-page').then((module) => ({ Component: module.OldAccountPage })),
  },
];
