import { checkCbPlafond, checkLinxoCountry, type TModePaiement } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';

/** Why a payment mode cannot be chosen for this order, or null when it can. */
export type TModeAvailability = { mode: TModePaiement; refusal: TTranslationKey | null };

export type TPaymentContext = {
  /** What the holder pays (net amount). */
  montantNet: number;
  /** Module keys the account may use (option_paiement_cb, option_paiement_linxo). */
  allowedModules: ReadonlySet<string>;
  /** CB_PLAFOND, null while unknown. */
  cbPlafond: number | null;
  /** LINXO_PAYS_AUTORISE. */
  linxoCountries: readonly string[];
  /** Country of the bank account on file (open banking debits it), null when none. */
  bankCountry: string | null;
};

export const PAYMENT_MODES: readonly TModePaiement[] = ['CB', 'LINXO', 'VIREMENT', 'CHEQUE'];

/**
 * Which payment modes the payment step offers (spec 3 §6 option_paiement_cb and
 * option_paiement_linxo, §9 CB_PLAFOND and LINXO_PAYS_AUTORISE). Transfer and cheque are always
 * open. The browser's choice is comfort only: the API refuses the same cases.
 */
export function paymentModes(context: TPaymentContext): TModeAvailability[] {
  return PAYMENT_MODES.map((mode) => ({ mode, refusal: refusalOf(mode, context) }));
}

function refusalOf(mode: TModePaiement, context: TPaymentContext): TTranslationKey | null {
  if (mode === 'CB') {
    if (!context.allowedModules.has('option_paiement_cb')) return 'operations.payment.refused.module';
    if (context.cbPlafond === null) return 'operations.payment.refused.loading';
    if (checkCbPlafond(context.montantNet, context.cbPlafond)) return 'operations.payment.refused.cbPlafond';
  }
  if (mode === 'LINXO') {
    if (!context.allowedModules.has('option_paiement_linxo')) return 'operations.payment.refused.module';
    if (checkLinxoCountry(context.bankCountry, context.linxoCountries))
      return 'operations.payment.refused.linxoPays';
  }
  return null;
}
