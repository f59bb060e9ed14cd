import { ERROR_CODES, PAYMENT_ERRORS } from '@nomina/domain';
import { AppError, notFound } from '../../../lib/app-error';
import type { TOrderFundsRepository } from './order-funds.repository';

export type TOrderFundsDeps = { orders: TOrderFundsRepository };

/**
 * The registrar received the transfer or cheque of an order awaiting it: the order is paid, so the
 * execution engine routes it at its next run. 404 for an unknown reference, 409 (notDue) for an
 * order not awaiting funds (paid, paid another way, cancelled, expired); nothing is written then.
 */
export async function recordOrderFunds(deps: TOrderFundsDeps, refDemande: string) {
  const idDemande = await deps.orders.findOrderIdByReference(refDemande);
  if (!idDemande) throw notFound(ERROR_CODES.notFound);
  if (!(await deps.orders.markFundsReceived(idDemande))) throw new AppError(409, PAYMENT_ERRORS.notDue);
  return { refDemande, idDemande, statutPaiement: 'PAYE' as const };
}
