import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { TRouteHandle } from '../../config/route-handle';

/**
 * General meetings (spec 2 §2), mounted inside the signed-in shell. assemblees_generales is a menu
 * group without sub-modules: no habilitation key (as doc_generique).
 */
export const meetingsRoutes: RouteObject[] = [
  {
    path: paths.assembleesGenerales.path,
    handle: { crumbs: ['menu.assemblees_generales'] } satisfies TRouteHandle,
    lazy: () => import('./pages/meetings-page').then((module) => ({ Component: module.MeetingsPage })),
  },
];
