import type { RouteObject } from 'react-router';
import { groupLandingRoute } from '../../components/shell/guard/group-landing';
import { paths } from '../../config/paths';
import type { TModuleNeed, TRouteHandle } from '../../config/route-handle';

const OPERATIONS = 'menu.passage_operations';

/**
 * An operation's page needs the group's own module, `passage_operations` (spec 3 §6; the server
 * refuses every order without it), then its sub-module.
 */
const needs = (url: string): TModuleNeed => ({
  allOf: [
    { group: 'passage_operations', url: 'passage_operations' },
    { group: 'passage_operations', url },
  ],
});

const exercisePage = () =>
  import('./exercise/exercise-page').then((module) => ({ Component: module.ExercisePage }));

/** The operations area (spec 3 §2 Operations group), mounted inside the signed-in shell. */
export const operationsRoutes: RouteObject[] = [
  // The group's own address opens its first page the account may use (spec 3 §2 wrapper route).
  groupLandingRoute('passage_operations'),
  {
    path: paths.operationAcheter.path,
    handle: {
      module: needs('operation_acheter'),
      crumbs: [OPERATIONS, 'menu.operation_acheter'],
    } satisfies TRouteHandle,
    lazy: () => import('./buy/buy-page').then((module) => ({ Component: module.BuyPage })),
  },
  {
    path: paths.operationVendre.path,
    handle: {
      module: needs('operation_vendre'),
      crumbs: [OPERATIONS, 'menu.operation_vendre'],
    } satisfies TRouteHandle,
    lazy: () => import('./sell/sell-page').then((module) => ({ Component: module.SellPage })),
  },
  {
    path: paths.operationExercer.path,
    handle: {
      module: needs('operation_exercer'),
      crumbs: [OPERATIONS, 'menu.operation_exercer'],
    } satisfies TRouteHandle,
    lazy: exercisePage,
  },
  ...(
    [
      [paths.operationExercerLeveeSimple.path, 'operations.exercise.variant.LEVEE_SIMPLE'],
      [paths.operationExercerLeveeVente.path, 'operations.exercise.variant.LEVEE_VENTE'],
      [paths.operationExercerLeveePasserelle.path, 'operations.exercise.variant.LEVEE_PASSERELLE'],
    ] as const
  ).map(([path, crumb]): RouteObject => ({
    path,
    handle: {
      module: needs('operation_exercer'),
      crumbs: [OPERATIONS, 'menu.operation_exercer', crumb],
    } satisfies TRouteHandle,
    lazy: exercisePage,
  })),
  {
    path: paths.cotationValeur.path,
    handle: {
      module: needs('cotation_valeur'),
      crumbs: [OPERATIONS, 'menu.cotation_valeur'],
    } satisfies TRouteHandle,
    lazy: () => import('./quotes/quotes-page').then((module) => ({ Component: module.QuotesPage })),
  },
  {
    /** The card payment's return (spec 3 §2): it only reads its query and moves on to the buy page. */
    path: paths.paymentCallback.path,
    lazy: () =>
      import('../../components/payment/payment-callback-page').then((module) => ({
        Component: module.PaymentCallbackPage,
      })),
  },
];
