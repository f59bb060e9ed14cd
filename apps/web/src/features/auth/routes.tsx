import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** Login, its one-time code and the SSO entry: the login area, mounted by the app router behind its guards. */
export const authRoutes: RouteObject[] = [
  {
    path: paths.login.path,
    lazy: () => import('./pages/login-page').then((module) => ({ Component: module.LoginPage })),
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
