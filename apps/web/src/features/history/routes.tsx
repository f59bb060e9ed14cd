import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { TRouteHandle } from '../../config/route-handle';

/** history routes, mounted inside the signed-in shell by the app router. */
export const historyRoutes: RouteObject[] = [
  {
    path: paths.histoOpeBourse.path,
    handle: { crumbs: ['menu.suivi_operations'] } satisfies TRouteHandle,
    lazy: () => import('./history-page').then((module) => ({ Component: module.HistoryPage })),
  },
];
