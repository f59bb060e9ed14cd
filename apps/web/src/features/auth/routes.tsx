import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { LoginPage } from './pages/login-page';

/**
 * Login, its one-time code and the SSO entry: the login area, mounted by the app router behind its
 * guards. The login page is where a visitor lands, so its code is in the main bundle (issue 15: no
 * second round of requests before the form); the others load when opened.
 */
export const authRoutes: RouteObject[] = [
  {
    path: paths.login.path,
    Component: LoginPage,
  },
  {
    path: paths.validateOtp.path,
    lazy: () => import('./pages/validate-otp-page').then((module) => ({ Component: module.ValidateOtpPage })),
  },
  {
    path: paths.sso.path,
    lazy: () => import('./pages/sso-page').then((module) => ({ Component: module.SsoPage })),
  },
];

/** The account choice after login: signed in, before the terms and the shell. */
export const accountChoiceRoutes: RouteObject[] = [
  {
    path: paths.selectAccount.path,
    lazy: () =>
      import('./pages/select-account-page').then((module) => ({ Component: module.SelectAccountPage })),
  },
];
