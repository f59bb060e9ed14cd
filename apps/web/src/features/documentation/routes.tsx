import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../config/route-handle';
import { DOCUMENTATION_TABS } from './model/documentation-tabs';

const documentationPage = () =>
  import('./pages/documentation-page').then((module) => ({ Component: module.DocumentationPage }));

/**
 * documentation routes (spec 3 §2), one per tab, mounted inside the signed-in shell by the app
 * router. doc_generique is a group without sub-modules: no habilitation key.
 */
export const documentationRoutes: RouteObject[] = DOCUMENTATION_TABS.map((tab) => ({
  path: tab.route,
  handle: {
    crumbs: tab.id === 'general' ? ['menu.doc_generique'] : ['menu.doc_generique', tab.label],
  } satisfies TRouteHandle,
  lazy: documentationPage,
}));
