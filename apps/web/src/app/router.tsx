import { createHashRouter } from 'react-router';
import { LoaderView } from '../components/loader/loader-overlay';
import {
  authenticatedGuard,
  demoGuard,
  loginAreaGuard,
  maintenanceGuard,
  maintenanceRouteGuard,
  rootGuard,
  withGuards,
} from './guards/guards';
import { AuthenticatedLayout, RootLayout } from './layouts';
import { paths } from '../config/paths';
import { acceptanceRoutes } from '../features/acceptance/routes';
import { contactRoutes } from '../features/contact/routes';
import { corporateActionsRoutes } from '../features/corporate-actions/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { documentationRoutes } from '../features/documentation/routes';
import { historyRoutes } from '../features/history/routes';
import { meetingsRoutes } from '../features/meetings/routes';
import { usefulLinksRoutes } from '../features/useful-links/routes';
import { identityCheckRoutes } from '../features/identity-check/routes';
import { portfolioRoutes } from '../features/portfolio/routes';
import { operationsRoutes } from '../features/operations/routes';

/** Only routes whose page exists are registered; anything else gets the not-found page. */
export function createAppRouter() {
  return createHashRouter([
    {
      path: paths.root.path,
      element: <RootLayout />,
      hydrateFallbackElement: <LoaderView type="white-simple" />,
      children: [
        { index: true, loader: withGuards(maintenanceGuard, rootGuard), element: null },
        {
          loader: withGuards(maintenanceGuard, loginAreaGuard),
          children: [
            {
              path: paths.login.path,
              lazy: () =>
                import('../features/auth/pages/login-page').then((module) => ({
                  Component: module.LoginPage,
                })),
            },
            {
              path: paths.forgotCredentials.path,
              lazy: () =>
                import('../features/forgot/pages/forgot-credentials-page').then((module) => ({
                  Component: module.ForgotCredentialsPage,
                })),
            },
            {
              path: paths.forgotIdentifiant.path,
              lazy: () =>
                import('../features/forgot/pages/forgot-identifiant-page').then((module) => ({
                  Component: module.ForgotIdentifiantPage,
                })),
            },
            {
              path: paths.forgotPassword.path,
              lazy: () =>
                import('../features/forgot/pages/forgot-password-page').then((module) => ({
                  Component: module.ForgotPasswordPage,
                })),
            },
            {
              path: paths.setPassword.path,
              lazy: () =>
                import('../features/forgot/pages/set-password-page').then((module) => ({
                  Component: module.SetPasswordPage,
                })),
            },
            {
              path: paths.resetSuccess.path,
              lazy: () =>
                import('../features/forgot/pages/reset-success-page').then((module) => ({
                  Component: module.ResetSuccessPage,
                })),
            },
            {
              path: paths.contactUs.path,
              lazy: () =>
                import('../features/contact/pages/contact-us-page').then((module) => ({
                  Component: module.ContactUsPage,
                })),
            },
            {
              path: paths.contactUsFormCall.path,
              lazy: () =>
                import('../features/contact/pages/contact-form-page').then((module) => ({
                  Component: module.ContactFormPage,
                })),
            },
            {
              path: paths.firstConnexion.path,
              lazy: () =>
                import('../features/signup/pages/signup-page').then((module) => ({
                  Component: module.SignupPage,
                })),
            },
            {
              path: paths.firstConnexionJustificatifs.path,
              lazy: () =>
                import('../features/signup/pages/signup-identity-check-page').then((module) => ({
                  Component: module.SignupIdentityCheckPage,
                })),
            },
            {
              path: paths.signupCompleted.path,
              lazy: () =>
                import('../features/signup/pages/signup-completed-page').then((module) => ({
                  Component: module.SignupCompletedPage,
                })),
            },
            {
              path: paths.validateOtp.path,
              lazy: () =>
                import('../features/auth/pages/validate-otp-page').then((module) => ({
                  Component: module.ValidateOtpPage,
                })),
            },
            {
              path: paths.ancienOlis.path,
              lazy: () =>
                import('../features/old-account/pages/old-account-page').then((module) => ({
                  Component: module.OldAccountPage,
                })),
            },
            {
              path: paths.sso.path,
              lazy: () =>
                import('../features/auth/pages/sso-page').then((module) => ({ Component: module.SsoPage })),
            },
          ],
        },
        {
          loader: withGuards(maintenanceGuard, authenticatedGuard),
          element: <AuthenticatedLayout />,
          children: [
            {
              path: paths.selectAccount.path,
              lazy: () =>
                import('../features/auth/pages/select-account-page').then((module) => ({
                  Component: module.SelectAccountPage,
                })),
            },
            {
              lazy: () =>
                import('../components/shell/shell-layout').then((module) => ({
                  Component: module.ShellLayout,
                })),
              children: [
                ...dashboardRoutes,
                ...portfolioRoutes,
                ...historyRoutes,
                ...documentationRoutes,
                ...acceptanceRoutes,
                ...contactRoutes,
                ...meetingsRoutes,
                ...usefulLinksRoutes,
                ...identityCheckRoutes,
                ...corporateActionsRoutes,
                ...operationsRoutes,
              ],
            },
          ],
        },
        {
          path: paths.maintenance.path,
          loader: withGuards(maintenanceRouteGuard),
          lazy: () =>
            import('../features/maintenance/maintenance-page').then((module) => ({
              Component: module.MaintenancePage,
            })),
        },
        {
          path: paths.demo.path,
          loader: withGuards(demoGuard),
          lazy: () => import('../features/demo/demo-page').then((module) => ({ Component: module.DemoPage })),
        },
        {
          path: paths.demoTheming.path,
          loader: withGuards(demoGuard),
          lazy: () =>
            import('../features/demo/theming/theming-page').then((module) => ({
              Component: module.ThemingPage,
            })),
        },
        {
          path: paths.demoShowcase.path,
          loader: withGuards(demoGuard),
          lazy: () =>
            import('../features/demo/showcase/showcase-page').then((module) => ({
              Component: module.ShowcasePage,
            })),
        },
        {
          path: paths.devOutbox.path,
          loader: withGuards(demoGuard),
          lazy: () =>
            import('../features/demo/outbox-page').then((module) => ({ Component: module.OutboxPage })),
        },
        {
          path: '*',
          lazy: () =>
            import('../features/not-found/not-found-page').then((module) => ({
              Component: module.NotFoundPage,
            })),
        },
      ],
    },
  ]);
}
