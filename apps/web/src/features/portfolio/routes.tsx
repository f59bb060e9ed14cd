import type { RouteObject } from 'react-router';
import { groupLandingRoute } from '../../components/shell/guard/group-landing';
import { paths } from '../../config/paths';
import type { TModuleNeed, TRouteHandle } from '../../config/route-handle';

const page = () => import('./portfolio-page');

/**
 * A portfolio page needs the group's own module, `portefeuille` (spec 3 §6; the server refuses
 * every portfolio call without it), then its tab's.
 */
const needs = (url: string): TModuleNeed => ({
  allOf: [
    { group: 'portefeuille', url: 'portefeuille' },
    { group: 'portefeuille', url },
  ],
});

/** Portfolio routes (spec 3 §2), mounted inside the signed-in shell by the app router. */
export const portfolioRoutes: RouteObject[] = [
  // The group's own address, like the operations' and corporate actions' (spec 3 §2).
  groupLandingRoute('portefeuille'),
  {
    path: paths.titres.path,
    handle: {
      module: needs('titres'),
      crumbs: ['menu.portefeuille', 'menu.titres'],
    } satisfies TRouteHandle,
    lazy: () => page().then((module) => ({ Component: module.TitresPage })),
  },
  {
    path: paths.droits.path,
    handle: {
      module: needs('droits'),
      crumbs: ['menu.portefeuille', 'menu.droits'],
    } satisfies TRouteHandle,
    lazy: () => page().then((module) => ({ Component: module.DroitsPage })),
  },
  {
    path: paths.fonds.path,
    handle: {
      module: needs('fonds'),
      crumbs: ['menu.portefeuille', 'menu.fonds'],
    } satisfies TRouteHandle,
    lazy: () => page().then((module) => ({ Component: module.FondsPage })),
  },
];
