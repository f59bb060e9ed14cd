import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { TRouteHandle } from '../../config/route-handle';

/** The profile area (spec 3 §2): profil, profil/bancaire, coct_form, inside the signed-in shell. */
export const profileRoutes: RouteObject[] = [
  {
    path: paths.profil.path,
    handle: {
      module: { group: 'profil', url: 'profil' },
      crumbs: ['menu.profil', 'menu.profil.infos'],
    } satisfies TRouteHandle,
    lazy: () => import('./pages/profile-page').then((module) => ({ Component: module.ProfilePage })),
  },
  {
    path: paths.profilBancaire.path,
    handle: {
      module: { group: 'profil', url: 'profil/bancaire' },
      crumbs: ['menu.profil', 'menu.maj_bank'],
    } satisfies TRouteHandle,
    lazy: () => import('./pages/bank-page').then((module) => ({ Component: module.BankPage })),
  },
  {
    path: paths.coctForm.path,
    handle: {
      module: { group: 'profil', url: 'coct_form' },
      crumbs: ['menu.profil', 'menu.coct_form'],
    } satisfies TRouteHandle,
    lazy: () => import('./pages/agreement-page').then((module) => ({ Component: module.AgreementPage })),
  },
];
