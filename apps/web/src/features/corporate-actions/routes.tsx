import type { RouteObject } from 'react-router';
import { groupLandingRoute } from '../../components/shell/guard/group-landing';
import { paths } from '../../config/paths';
import type { TRouteHandle } from '../../config/route-handle';

/** Corporate actions (spec 3 §2 corporate actions group: ost_pda, ost_ak), inside the signed-in shell. */
export const corporateActionsRoutes: RouteObject[] = [
  // The group's own address opens its first page the account may use (spec 3 §2 wrapper route).
  groupLandingRoute('ost'),
  {
    path: paths.ostPda.path,
    handle: {
      module: { group: 'ost', url: 'ost_pda' },
      crumbs: ['menu.ost', 'menu.ost_pda'],
    } satisfies TRouteHandle,
    lazy: () => import('./pages/ost-page').then((module) => ({ Component: module.OstPdaPage })),
  },
  {
    path: paths.ostAk.path,
    handle: {
      module: { group: 'ost', url: 'ost_ak' },
      crumbs: ['menu.ost', 'menu.ost_ak'],
    } satisfies TRouteHandle,
    lazy: () => import('./pages/ost-page').then((module) => ({ Component: module.OstAkPage })),
  },
];
