import { redirect, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { TModuleAddress, TRouteHandle } from '../../config/route-handle';
import { HISTORY_TABS } from './model/history-tabs';

/**
 * The group's own module, `suivi_operations` (spec 3 §6; the server refuses every history call
 * without it): every history page needs it as well as its tab's.
 */
const GATE: TModuleAddress = { group: 'suivi_operations', url: 'suivi_operations' };

const historyPage = () =>
  import('./pages/history-page').then((module) => ({ Component: module.HistoryPage }));

/** history routes (spec 3 §2), mounted inside the signed-in shell by the app router. */
export const historyRoutes: RouteObject[] = [
  // The follow-up group opens on its default tab, histo_ope_bourse (spec 3 §2).
  { path: paths.suiviOperations.path, loader: () => redirect(paths.histoOpeBourse.getHref()) },
  ...HISTORY_TABS.map((tab): RouteObject => ({
    path: tab.route,
    handle: {
      module: { allOf: [GATE, { group: 'suivi_operations', url: tab.moduleUrl }] },
      crumbs: ['menu.suivi_operations', tab.label],
    } satisfies TRouteHandle,
    lazy: historyPage,
  })),
  {
    path: paths.histoOpeBourseDetails.path,
    handle: {
      // The group's module and any tab's: the server reads the operation and refuses it unless its
      // own tab opens.
      module: {
        allOf: [
          GATE,
          { anyOf: HISTORY_TABS.map((tab) => ({ group: 'suivi_operations', url: tab.moduleUrl })) },
        ],
      },
      crumbs: ['menu.suivi_operations', 'menu.histo_ope_bourse', 'histo.details.title'],
    } satisfies TRouteHandle,
    lazy: () =>
      import('./pages/order-details-page').then((module) => ({ Component: module.OrderDetailsPage })),
  },
];
