import { paths } from '../../config/paths';

/** What the card payment page's return URL says (spec 3 §2 payment-callback). */
export type TPaymentCallback = {
  success: boolean;
  /** The request reference; 1 when the URL has none (spec). */
  refDemande: string;
  inBusinessDay: boolean;
  supervised: boolean;
  /** The screen of the paid request (operation_acheter when the URL names none or an unknown one). */
  route: string;
};

/** The navigation state the request's screen receives from payment-callback. */
export type TPaymentReturnState = { paymentReturn: TPaymentCallback };

/**
 * Screens a payment comes back to: the spec's operation_acheter by default, the simple exercise,
 * and the corporate actions' pages (a balance to pay). Any other value falls back to the default.
 */
const RETURN_ROUTES: Record<string, string> = {
  operation_acheter: paths.operationAcheter.getHref(),
  operation_exercer_levee_simple: paths.operationExercerLeveeSimple.getHref(),
  ost_pda: paths.ostPda.getHref(),
  ost_ak: paths.ostAk.getHref(),
};
const DEFAULT_ROUTE = 'operation_acheter';

const isTrue = (value: string | null) => value === 'true' || value === '1';

export function readPaymentCallback(params: URLSearchParams): TPaymentCallback {
  const route = params.get('route') ?? DEFAULT_ROUTE;
  return {
    success: isTrue(params.get('success')),
    refDemande: params.get('refDemande') || '1',
    inBusinessDay: isTrue(params.get('inBusinessDay')),
    supervised: isTrue(params.get('supervised')),
    route: Object.hasOwn(RETURN_ROUTES, route) ? route : DEFAULT_ROUTE,
  };
}

/** Where payment-callback goes: the request's screen, with order_id on success (spec 3 §2). */
export function returnHref(callback: TPaymentCallback): string {
  const base = Object.hasOwn(RETURN_ROUTES, callback.route)
    ? RETURN_ROUTES[callback.route]!
    : paths.operationAcheter.getHref();
  return callback.success ? `${base}?order_id=${encodeURIComponent(callback.refDemande)}` : base;
}

export function isPaymentReturnState(state: unknown): state is TPaymentReturnState {
  return typeof state === 'object' && state !== null && 'paymentReturn' in state;
}
