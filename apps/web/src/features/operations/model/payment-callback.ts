/** What the card payment page's return URL says (spec 3 §2 payment-callback). */
export type TPaymentCallback = {
  success: boolean;
  /** The request reference; 1 when the URL has none (spec). */
  refDemande: string;
  inBusinessDay: boolean;
  supervised: boolean;
};

/** The navigation state the buy page receives from payment-callback. */
export type TPaymentReturnState = { paymentReturn: TPaymentCallback };

const isTrue = (value: string | null) => value === 'true' || value === '1';

export function readPaymentCallback(params: URLSearchParams): TPaymentCallback {
  return {
    success: isTrue(params.get('success')),
    refDemande: params.get('refDemande') || '1',
    inBusinessDay: isTrue(params.get('inBusinessDay')),
    supervised: isTrue(params.get('supervised')),
  };
}

export function isPaymentReturnState(state: unknown): state is TPaymentReturnState {
  return typeof state === 'object' && state !== null && 'paymentReturn' in state;
}
