import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { TRouteHandle } from '../../config/route-handle';

/** documentation routes, mounted inside the signed-in shell by the app router. */
export const documentationRoutes: RouteObject[] = [
  {
    path: paths.docGenerique.path,
    handle: { crumbs: ['menu.doc_generique'] } satisfies TRouteHandle,
    lazy: () => import('./documentation-page').then((module) => ({ Component: module.DocumentationPage })),
  },
];
