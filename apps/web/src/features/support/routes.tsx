import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { TRouteHandle } from '../../config/route-handle';

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
