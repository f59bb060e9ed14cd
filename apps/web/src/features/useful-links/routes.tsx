import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { TRouteHandle } from '../../config/route-handle';

/**
 * Useful links (spec 2 §2): its own lazily loaded module, breadcrumb key layout.sousmenu.liensUtiles.
 * liens_utiles is a menu group without sub-modules: no habilitation key.
 */
export const usefulLinksRoutes: RouteObject[] = [
  {
    path: paths.liensUtiles.path,
    handle: { crumbs: ['layout.sousmenu.liensUtiles'] } satisfies TRouteHandle,
    lazy: () => import('./pages/useful-links-page').then((module) => ({ Component: module.UsefulLinksPage })),
  },
];
