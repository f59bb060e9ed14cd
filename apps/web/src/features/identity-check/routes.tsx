import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { TRouteHandle } from '../../config/route-handle';

const page = () => import('./pages/identity-check-pages');

/** The connected user's identity check (spec 2 §6), inside the signed-in shell. */
export const identityCheckRoutes: RouteObject[] = [
  {
    path: paths.profilJustificatifs.path,
    handle: {
      module: { group: 'profil', url: 'profil/justificatifs' },
      crumbs: ['menu.profil', 'idcheck.title'],
    } satisfies TRouteHandle,
    lazy: () => page().then((module) => ({ Component: module.ProfileIdentityCheckPage })),
  },
];
