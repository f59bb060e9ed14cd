import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** Sign-up (first connection) and its completed screen (login area). Its identity-check page is composed by the app router (it shows the identity-check feature's upload). */
export const signupRoutes: RouteObject[] = [
  {
    path: paths.firstConnexion.path,
    lazy: () => import('./pages/signup-page').then((module) => ({ Component: module.SignupPage })),
  },
  {
    path: paths.signupCompleted.path,
    lazy: () =>
      import('./pages/signup-completed-page').then((module) => ({ Component: module.SignupCompletedPage })),
  },
];
