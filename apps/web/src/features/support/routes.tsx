import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { TRouteHandle } from '../../config/route-handle';

/** Contact us, its form and the FAQ for visitors (login area). */
export const visitorContactRoutes: RouteObject[] = [
  {
    path: paths.contactUs.path,
    lazy: () => import('./pages/contact-us-page').then((module) => ({ Component: module.ContactUsPage })),
  },
  {
    path: paths.contactUsFormCall.path,
    lazy: () => import('./pages/contact-form-page').then((module) => ({ Component: module.ContactFormPage })),
  },
  {
    path: paths.contactUsFaq.path,
    lazy: () => import('./pages/faq-page').then((module) => ({ Component: module.VisitorFaqPage })),
  },
];

/** The signed-in contact route (the header's help link), mounted inside the shell by the app router. */
export const contactRoutes: RouteObject[] = [
  {
    path: paths.contact.path,
    handle: { crumbs: ['contact.form.title'] } satisfies TRouteHandle,
    lazy: () =>
      import('./pages/signed-in-contact-page').then((module) => ({ Component: module.SignedInContactPage })),
  },
];

/** Messaging (the header's link) and the holders' FAQ, inside the shell. */
export const messagingRoutes: RouteObject[] = [
  {
    path: paths.messagerie.path,
    handle: { crumbs: ['messagerie.title'] } satisfies TRouteHandle,
    lazy: () => import('./pages/messaging-page').then((module) => ({ Component: module.MessagingPage })),
  },
  {
    path: paths.faq.path,
    handle: { crumbs: ['faq.title'] } satisfies TRouteHandle,
    lazy: () => import('./pages/faq-page').then((module) => ({ Component: module.HolderFaqPage })),
  },
];
