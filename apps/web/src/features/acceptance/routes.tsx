import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { TRouteHandle } from '../../config/route-handle';

/** Rights-plan acceptance (spec 2 §2 Acceptance flow screens), inside the signed-in shell. */
export const acceptanceRoutes: RouteObject[] = [
  {
    path: paths.eAcceptation.path,
    handle: {
      module: { group: 'passage_operations', url: 'e_acceptation' },
      crumbs: ['menu.passage_operations', 'menu.e_acceptation'],
    } satisfies TRouteHandle,
    lazy: () => import('./pages/acceptance-page').then((module) => ({ Component: module.AcceptancePage })),
  },
];
