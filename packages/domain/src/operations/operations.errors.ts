/**
 * Error codes of the operations and payment calls (translation keys, catalogue
 * operations-errors.ts). The HTTP status says the kind: 400 bad input, 403 refused by a guard,
 * 404 not the holder's, 409 state conflict, 422 a business rule of spec 3 §5.
 */
export const ORDER_ERRORS = {
  /** A blocking blackout control forbids buy, sell and exercise (spec 3 §5 Guards). */
  blackout: 'operation.error.blackout',
  /** modeReglt is not the fixed settlement mode (spec 3 §5 invalidModeRglmt). */
  invalidModeRglmt: 'operation.error.invalidModeRglmt',
  /** The security is not one the issuer allows online. */
  valeurRefused: 'operation.error.valeur',
  /** The order type does not fit the security (GRE_A_GRE only for an unlisted one, and only then). */
  typeOrdre: 'operation.error.typeOrdre',
  /** A limit order without a limit price, or a limit on a market order. */
  coursLimite: 'operation.error.coursLimite',
  /** The limit price does not sit on the tick table (spec 3 §3 Tick-size table). */
  tickSize: 'operation.error.tickSize',
  /** The validity date is outside the allowed window or on a closed day (spec 3 §5 Dates). */
  dateValidite: 'operation.error.dateValidite',
  /** Quantity not positive, or with more than 6 decimals (spec 3 §5 Decimals). */
  quantite: 'operation.error.quantite',
  /** More than the sellable quantity of the holding (or all titles not equal to it). */
  quantiteDisponible: 'operation.error.quantiteDisponible',
  /** More options than the holder may exercise in that plan, or the plan is not exercisable. */
  quantiteExercable: 'operation.error.quantiteExercable',
  /** Exercise and sale whose proceeds would not cover the exercise price and fees. */
  leveeNonRentable: 'operation.error.leveeNonRentable',
  /** Payment mode not allowed for this nature, or its habilitation is missing. */
  modePaiement: 'operation.error.modePaiement',
  /** Card payment above the CB_PLAFOND site parameter. */
  cbPlafond: 'operation.error.cbPlafond',
  /** Open banking for a holder whose bank country is not in LINXO_PAYS_AUTORISE. */
  linxoPays: 'operation.error.linxoPays',
  /** The new IBAN or BIC breaks a rule of spec 3 §5 (details in `fields`). */
  bankData: 'operation.error.bankData',
  /** "Use the IBAN on file" while none is on file. */
  noBankOnFile: 'operation.error.noBankOnFile',
  /** The Idempotency-Key header is missing or malformed. */
  idempotencyKey: 'operation.error.idempotencyKey',
  /** The price moved since the token was issued: the amounts confirmed are not the order's any more. */
  amountChanged: 'operation.error.amountChanged',
  /** The same Idempotency-Key was used for another order. */
  idempotencyConflict: 'operation.error.idempotencyConflict',
} as const;

export const PAYMENT_ERRORS = {
  /** The order does not wait for this kind of payment (already paid, other mode, cancelled). */
  notDue: 'payment.error.notDue',
  /** The provider has not confirmed the payment (a browser's success=true proves nothing). */
  notConfirmed: 'payment.error.notConfirmed',
  /** The provider refused the payment. */
  refused: 'payment.error.refused',
  /** A provider notification whose signature does not verify. */
  signature: 'payment.error.signature',
  /** The sandbox card page: card number, expiry or security code not valid. */
  cardInvalid: 'payment.error.cardInvalid',
  /** The sandbox card page: wrong 3-D Secure code. */
  challengeFailed: 'payment.error.challenge',
  /** The payment session is unknown or over. */
  sessionInvalid: 'payment.error.session',
} as const;

export type TOrderErrorCode = (typeof ORDER_ERRORS)[keyof typeof ORDER_ERRORS];
export type TPaymentErrorCode = (typeof PAYMENT_ERRORS)[keyof typeof PAYMENT_ERRORS];
