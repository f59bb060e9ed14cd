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
