import { z } from 'zod';
import { ZTypeOrdre, type TTypeOrdre } from '../history/history.types';

/**
 * Enumerations and fixed constants of the operations area (spec 3 §3 Enumerations, §5, §9).
 */

/** Order type ids of spec 3 §3: at limit price 1, at best limit 2, at market 3. */
export const ORDER_TYPE_IDS = {
  A_COURS_LIMITE: 1,
  A_LA_MEILLEUR_LIMITE: 2,
  AU_MARCHE: 3,
} as const satisfies Partial<Record<TTypeOrdre, number>>;

/** Order types that carry a limit price (which must sit on the tick table). */
export const LIMIT_ORDER_TYPES: readonly TTypeOrdre[] = ['A_COURS_LIMITE', 'GRE_A_GRE'];

/** Order types a listed security accepts; GRE_A_GRE is the only one of an unlisted security. */
export const LISTED_ORDER_TYPES: readonly TTypeOrdre[] = [
  'A_COURS_LIMITE',
  'A_LA_MEILLEUR_LIMITE',
  'AU_MARCHE',
];
export const UNLISTED_ORDER_TYPES: readonly TTypeOrdre[] = ['GRE_A_GRE'];
export { ZTypeOrdre };

/** Sale types of spec 3 §3: several titles 2, all titles 3. */
export const TYPE_VENTE = { PLUSIEURS_TITRES: 2, TOUS_TITRES: 3 } as const;
export const ZTypeVente = z.union([z.literal(2), z.literal(3)]);
export type TTypeVente = z.infer<typeof ZTypeVente>;

/** Payment modes of spec 3 §3, each with its confirmation title. */
export const ZModePaiement = z.enum(['CB', 'CHEQUE', 'VIREMENT', 'LINXO']);
export type TModePaiement = z.infer<typeof ZModePaiement>;

/** Confirmation title (translation key) of each payment mode. */
export const PAYMENT_CONFIRMATION_TITLES = {
  CB: 'operation.confirmation.title.CB',
  CHEQUE: 'operation.confirmation.title.CHEQUE',
  VIREMENT: 'operation.confirmation.title.VIREMENT',
  LINXO: 'operation.confirmation.title.LINXO',
} as const satisfies Record<TModePaiement, string>;

/** Habilitation of each online payment mode (spec 3 §6); transfer and cheque need none. */
export const PAYMENT_MODE_MODULES: Partial<Record<TModePaiement, string>> = {
  CB: 'option_paiement_cb',
  LINXO: 'option_paiement_linxo',
};

/**
 * The one settlement mode an order may carry (spec 3 §5 "Settlement mode must equal a fixed
 * constant, else invalidModeRglmt"): cash settlement. Registered (nominatif pur) shares cannot be
 * bought on deferred settlement (SRD), so any other value is refused.
 */
export const MODE_REGLEMENT = 'COMPTANT';

/** Natures of the orders placed from this area (spec 3 §3 Operation names). */
export const ZOrderNature = z.enum([
  'ACHAT_TITRE',
  'VENTE_TITRE',
  'LEVEE_SIMPLE',
  'LEVEE_VENTE',
  'LEVEE_PASSERELLE',
]);
export type TOrderNature = z.infer<typeof ZOrderNature>;

/**
 * What a card or open-banking payment can be for: an order of one of the natures above, or the
 * balance of an answer to a corporate action (OST, spec 3 §4 dividend payment flow).
 */
export const ZPayableNature = z.union([ZOrderNature, z.literal('OST')]);
export type TPayableNature = z.infer<typeof ZPayableNature>;

/** Operation type codes (spec 3 §3) of each nature; the bridge exercise is an exercise and sale. */
export const ORDER_NATURE_CODES: Record<TOrderNature, number> = {
  ACHAT_TITRE: 8,
  VENTE_TITRE: 4,
  LEVEE_SIMPLE: 1,
  LEVEE_VENTE: 2,
  LEVEE_PASSERELLE: 2,
};

/** Natures the holder pays for (payment step); the others pay out proceeds to a bank account. */
export const PAYING_NATURES: readonly TOrderNature[] = ['ACHAT_TITRE', 'LEVEE_SIMPLE'];

/** Natures that sell on the market (bank data step for the proceeds). */
export const SELLING_NATURES: readonly TOrderNature[] = ['VENTE_TITRE', 'LEVEE_VENTE', 'LEVEE_PASSERELLE'];

/** Natures that need the operation_exercer habilitation. */
export const EXERCISE_NATURES: readonly TOrderNature[] = ['LEVEE_SIMPLE', 'LEVEE_VENTE', 'LEVEE_PASSERELLE'];

/** The module (habilitation key) of each nature, besides passage_operations. */
export const ORDER_NATURE_MODULES: Record<TOrderNature, string> = {
  ACHAT_TITRE: 'operation_acheter',
  VENTE_TITRE: 'operation_vendre',
  LEVEE_SIMPLE: 'operation_exercer',
  LEVEE_VENTE: 'operation_exercer',
  LEVEE_PASSERELLE: 'operation_exercer',
};

/**
 * Payment status of an order. NON_REQUIS: nothing to pay (sale, exercise and sale); A_PAYER:
 * waiting for the card or open-banking payment; EN_ATTENTE_FONDS: transfer or cheque announced,
 * not received; PAYE: the provider confirmed server to server, or the funds were received;
 * REFUSE: the provider refused it (the order can be paid again or cancelled).
 */
export const ZStatutPaiement = z.enum(['NON_REQUIS', 'A_PAYER', 'EN_ATTENTE_FONDS', 'PAYE', 'REFUSE']);
export type TStatutPaiement = z.infer<typeof ZStatutPaiement>;

/** Spec 3 §9 settings read by the payment step (site parameters). */
export const PAYMENT_SETTINGS = {
  CB_PLAFOND: 'CB_PLAFOND',
  LINXO_PAYS_AUTORISE: 'LINXO_PAYS_AUTORISE',
  STATUS_RETRY_INTERVAL_MS: 'STATUS_RETRY_INTERVAL_MS',
  MAX_PERIOD_RETRY_MS: 'MAX_PERIOD_RETRY_MS',
  /** VAT rate on fees, in percent (operation/tauxTva). */
  TAUX_TVA: 'TAUX_TVA',
} as const;

/** The idempotency header every order request carries. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** An idempotency key: 8 to 128 letters, digits, dashes or underscores (a UUID fits). */
export const ZIdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);

/** Fee schedule code of exercises (baremeLevee), per issuer or register-wide. */
export const BAREME_LEVEE = 'LEVEE';
