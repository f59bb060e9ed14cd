import {
  ERROR_CODES,
  PAYMENT_MODE_MODULES,
  checkCbPlafond,
  checkLinxoCountry,
  splitParameter,
  type TErrorCode,
  type TModePaiement,
} from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import type { TAccountScope } from '../../../access';
import type { TPaymentModeDeps } from '../operations/deps';

/**
 * Whether the account may pay `montant` with `mode` (spec 3 §6 option_paiement_cb and
 * option_paiement_linxo, §9 CB_PLAFOND and LINXO_PAYS_AUTORISE): 403 without the habilitation,
 * 422 over the card limit or for a bank country open banking does not serve. Transfer and cheque
 * are always open. Every payable request (an order, a corporate-action balance) is checked here.
 */
export async function checkPaymentMode(
  deps: TPaymentModeDeps,
  account: TAccountScope,
  mode: TModePaiement,
  montant: number | string,
): Promise<void> {
  const module = PAYMENT_MODE_MODULES[mode];
  if (module && !(await deps.isModuleOpen(account, module)))
    throw new AppError(403, ERROR_CODES.moduleRefused);
  let refusal: string | null = null;
  if (mode === 'CB')
    refusal = checkCbPlafond(montant, (await deps.pricing.parameter(account.emetIden, 'CB_PLAFOND')) ?? 0);
  if (mode === 'LINXO') {
    const onFile = await deps.reference.findBankOnFile(account.tituNume);
    const allowed = splitParameter(await deps.pricing.parameter(account.emetIden, 'LINXO_PAYS_AUTORISE'));
    refusal = checkLinxoCountry(onFile ? onFile.iban.slice(0, 2) : null, allowed);
  }
  if (refusal) throw new AppError(422, refusal as TErrorCode);
}
