import type { RouteObject } from 'react-router';
import { groupLandingRoute } from '../../components/shell/guard/group-landing';
import { paths } from '../../config/paths';
import type { TRouteHandle } from '../../config/route-handle';

const page = () => import('./portfolio-page');

/** Portfolio routes (spec 3 §2), mounted inside the signed-in shell by the app router. */
export const portfolioRoutes: RouteObject[] = [
  // The group's own address, like the operations' and corporate actions' (spec 3 §2).
  groupLandingRoute('portefeuille'),
  {
    path: paths.titres.path,
    handle: {
      module: { group: 'portefeuille', url: 'titres' },
      crumbs: ['menu.portefeuille', 'menu.titres'],
    } satisfies TRouteHandle,
    lazy: () => page().then((module) => ({ Component: module.TitresPage })),
  },
  {
    path: paths.droits.path,
    handle: {
      module: { group: 'portefeuille', url: 'droits' },
      crumbs: ['menu.portefeuille', 'menu.droits'],
    } satisfies TRouteHandle,
    lazy: () => page().then((module) => ({ Component: module.DroitsPage })),
  },
  {
    path: paths.fonds.path,
    handle: {
      module: { group: 'portefeuille', url: 'fonds' },
      crumbs: ['menu.portefeuille', 'menu.fonds'],
    } satisfies TRouteHandle,
    lazy: () => page().then((module) => ({ Component: module.FondsPage })),
  },
];
