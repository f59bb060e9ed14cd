import type { RouteObject } from 'react-router';
import { groupLandingRoute } from '../../components/shell/guard/group-landing';
import { paths } from '../../config/paths';
import type { TRouteHandle } from '../../config/route-handle';

/** The settings group (spec 3 §2): password, e-services, advance-payment exemption, e-convocation. */
export const settingsRoutes: RouteObject[] = [
  // The group's own address, like the operations' and corporate actions' (spec 3 §2).
  groupLandingRoute('parametres'),
  {
    path: paths.majPassword.path,
    handle: {
      module: { group: 'parametres', url: 'maj_password' },
      crumbs: ['menu.parametres', 'menu.maj_password'],
    } satisfies TRouteHandle,
    lazy: () => import('./pages/password-page').then((module) => ({ Component: module.PasswordPage })),
  },
  {
    path: paths.eServices.path,
    handle: {
      module: { group: 'parametres', url: 'e_services' },
      crumbs: ['menu.parametres', 'menu.e_services'],
    } satisfies TRouteHandle,
    lazy: () => import('./pages/e-services-page').then((module) => ({ Component: module.EServicesPage })),
  },
  {
    path: paths.eConvocation.path,
    handle: {
      module: { group: 'parametres', url: 'e_convocation' },
      crumbs: ['menu.parametres', 'menu.e_convocation'],
    } satisfies TRouteHandle,
    lazy: () =>
      import('./pages/e-convocation-page').then((module) => ({ Component: module.EConvocationPage })),
  },
  {
    path: paths.dispenseAcompte.path,
    handle: {
      module: { group: 'parametres', url: 'dispense_acompte' },
      crumbs: ['menu.parametres', 'menu.dispense_acompte'],
    } satisfies TRouteHandle,
    lazy: () => import('./pages/exemption-page').then((module) => ({ Component: module.ExemptionPage })),
  },
];

/** Terms of use due at login (spec 1 §2 terms display): outside the shell, before it. */
export const termsRoutes: RouteObject[] = [
  {
    path: paths.cgu.path,
    lazy: () =>
      import('./pages/terms-acceptance-page').then((module) => ({ Component: module.TermsAcceptancePage })),
  },
];
