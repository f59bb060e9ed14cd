import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** Forgotten identifier or password and the reset link (login area). */
export const forgotRoutes: RouteObject[] = [
  {
    path: paths.forgotCredentials.path,
    lazy: () =>
      import('./pages/forgot-credentials-page').then((module) => ({
        Component: module.ForgotCredentialsPage,
      })),
  },
  {
    path: paths.forgotIdentifiant.path,
    lazy: () =>
      import('./pages/forgot-identifiant-page').then((module) => ({
        Component: module.ForgotIdentifiantPage,
      })),
  },
  {
    path: paths.forgotPassword.path,
    lazy: () =>
      import('./pages/forgot-password-page').then((module) => ({ Component: module.ForgotPasswordPage })),
  },
  {
    path: paths.setPassword.path,
    lazy: () => import('./pages/set-password-page').then((module) => ({ Component: module.SetPasswordPage })),
  },
  {
    path: paths.resetSuccess.path,
    lazy: () =>
      import('./pages/reset-success-page').then((module) => ({ Component: module.ResetSuccessPage })),
  },
];
