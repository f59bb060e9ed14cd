import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { TRouteHandle } from '../../config/route-handle';

/** portfolio routes, mounted inside the signed-in shell by the app router. */
export const portfolioRoutes: RouteObject[] = [
  {
    path: paths.titres.path,
    handle: { crumbs: ['menu.portefeuille'] } satisfies TRouteHandle,
    lazy: () => import('./portfolio-page').then((module) => ({ Component: module.PortfolioPage })),
  },
];
