import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** The demo pages and the dev outbox; the app router puts the demo guard in front. */
export const demoRoutes: RouteObject[] = [
  {
    path: paths.demo.path,
    lazy: () => import('./demo-page').then((module) => ({ Component: module.DemoPage })),
  },
  {
    path: paths.demoTheming.path,
    lazy: () => import('./theming/theming-page').then((module) => ({ Component: module.ThemingPage })),
  },
  {
    path: paths.demoShowcase.path,
    lazy: () => import('./showcase/showcase-page').then((module) => ({ Component: module.ShowcasePage })),
  },
  {
    path: paths.devOutbox.path,
    lazy: () => import('./outbox-page').then((module) => ({ Component: module.OutboxPage })),
  },
];
