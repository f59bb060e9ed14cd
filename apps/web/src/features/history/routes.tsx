import { redirect, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { TRouteHandle } from '../../config/route-handle';
import { HISTORY_TABS } from './model/history-tabs';

const historyPage = () =>
  import('./pages/history-page').then((module) => ({ Component: module.HistoryPage }));

/** history routes (spec 3 §2), mounted inside the signed-in shell by the app router. */
export const historyRoutes: RouteObject[] = [
  // The follow-up group opens on its default tab, histo_ope_bourse (spec 3 §2).
  { path: paths.suiviOperations.path, loader: () => redirect(paths.histoOpeBourse.getHref()) },
  ...HISTORY_TABS.map((tab): RouteObject => ({
    path: tab.route,
    handle: {
      module: { group: 'suivi_operations', url: tab.moduleUrl },
      crumbs: ['menu.suivi_operations', tab.label],
    } satisfies TRouteHandle,
    lazy: historyPage,
  })),
  {
    path: paths.histoOpeBourseDetails.path,
    handle: {
      // Any tab's module: the server reads the operation and refuses it unless its own tab opens.
      module: { anyOf: HISTORY_TABS.map((tab) => ({ group: 'suivi_operations', url: tab.moduleUrl })) },
      crumbs: ['menu.suivi_operations', 'menu.histo_ope_bourse', 'histo.details.title'],
    } satisfies TRouteHandle,
    lazy: () =>
      import('./pages/order-details-page').then((module) => ({ Component: module.OrderDetailsPage })),
  },
];
