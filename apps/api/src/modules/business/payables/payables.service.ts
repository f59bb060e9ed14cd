import type { TModePaiement, TOrderNature, TPayableState, TStatutPaiement } from '@nomina/domain';
import type { TPayable, TPayableRef } from '../../external';
import {
  OST_AWAITING_PAYMENT,
  OST_PENDING,
  type TOstPayableRepository,
} from '../corporate-actions/ost-payable.repository';
import type { TOrdersRepository } from '../operations/orders.repository';
import type { TPayablesRepository } from './payables.repository';

/** What business's side of the payables port reads and writes: orders, answers and their locks. */
export type TPayablesDeps = {
  orders: Pick<TOrdersRepository, 'findOwnOrder' | 'setOrderPaymentStatus'>;
  ostAnswers: TOstPayableRepository;
  locks: TPayablesRepository;
};

/** The screen each order nature comes back to from a provider's page. */
const ORDER_ROUTE: Record<TOrderNature, string> = {
  ACHAT_TITRE: 'operation_acheter',
  LEVEE_SIMPLE: 'operation_exercer_levee_simple',
  VENTE_TITRE: 'operation_vendre',
  LEVEE_VENTE: 'operation_exercer_levee_vente',
  LEVEE_PASSERELLE: 'operation_exercer_levee_passerelle',
};
const OST_ROUTE = { PDA: 'ost_pda', AK: 'ost_ak' } as const;

/** The holder's own payable request by its reference: an order, else a corporate-action answer. */
export async function findOwnPayable(
  deps: Pick<TPayablesDeps, 'orders' | 'ostAnswers'>,
  tituNume: string,
  refDemande: string,
): Promise<TPayable | null> {
  const order = await deps.orders.findOwnOrder(tituNume, refDemande);
  if (order) {
    const { operation, request } = order;
    return {
      kind: 'ORDER',
      idDemande: operation.idDemande,
      refDemande: operation.reference,
      natureDemande: request.natureDemande,
      montant: String(operation.montantNet),
      devise: operation.devise,
      modePaiement: request.modePaiement,
      isDue: ['A_PAYER', 'REFUSE'].includes(request.statutPaiement) && operation.statut === 'EN_ATTENTE',
      isPaid: request.statutPaiement === 'PAYE',
      inBusinessDay: request.inBusinessDay,
      route: ORDER_ROUTE[request.natureDemande],
    };
  }
  const found = await deps.ostAnswers.findOwnOstAnswer(tituNume, refDemande);
  if (!found) return null;
  const { answer } = found;
  return {
    kind: 'OST',
    idDemande: answer.idDemande,
    refDemande: answer.refDemande,
    natureDemande: 'OST',
    montant: answer.montantAPayer,
    devise: 'EUR',
    modePaiement: answer.modePaiement as TModePaiement | null,
    isDue: answer.statut === OST_AWAITING_PAYMENT && !found.isSettled,
    isPaid: answer.paidAt !== null && answer.statut === OST_PENDING,
    inBusinessDay: true,
    route: OST_ROUTE[found.typeOst],
  };
}

/** The request a captured payment is for, read under the lock of its history line. */
export async function lockPayableState(
  deps: Pick<TPayablesDeps, 'ostAnswers' | 'locks'>,
  tituNume: string,
  payable: TPayableRef,
): Promise<TPayableState | null> {
  const order = await lockOrderState(deps.locks, payable.idDemande);
  if (payable.kind === 'ORDER') return order && { kind: 'ORDER', ...order };
  const answer = await deps.ostAnswers.findOwnOstAnswer(tituNume, payable.refDemande);
  if (!answer) return null;
  // The event row too, as the register engine locks it before settling: a settlement and this
  // payment never cross (the payment sees the settlement, or the engine sees the payment).
  await deps.locks.lockOstEvent(answer.answer.idOst);
  const found = await deps.ostAnswers.findOwnOstAnswer(tituNume, payable.refDemande);
  return (
    found && {
      kind: 'OST',
      awaitingPayment: found.answer.statut === OST_AWAITING_PAYMENT,
      isPaid: found.answer.paidAt !== null && found.answer.statut === OST_PENDING,
      isSettled: found.isSettled,
    }
  );
}

/**
 * Writes a confirmed outcome on the request itself, in the caller's transaction. An order becomes
 * PAYE or REFUSE; a corporate-action answer leaves "awaiting payment" on success only, so a
 * refused card leaves it payable again with nothing recorded as paid.
 */
export async function recordPayableOutcome(
  deps: Pick<TPayablesDeps, 'orders' | 'ostAnswers'>,
  payable: Pick<TPayable, 'kind' | 'idDemande'>,
  outcome: { isPaid: boolean; at: Date },
): Promise<void> {
  if (payable.kind === 'OST') {
    if (outcome.isPaid) await deps.ostAnswers.markOstAnswerPaid(payable.idDemande, outcome.at);
    return;
  }
  const statutPaiement: TStatutPaiement = outcome.isPaid ? 'PAYE' : 'REFUSE';
  await deps.orders.setOrderPaymentStatus(payable.idDemande, statutPaiement);
}

/**
 * Locks the request's history line for the rest of the transaction (a cancel waits, or is
 * waited for) and reads an order's status and payment status; null for a corporate-action answer.
 */
async function lockOrderState(locks: TPayablesRepository, idDemande: string) {
  const locked = await locks.lockOperation(idDemande);
  if (!locked) return null;
  const request = await locks.findPaymentStatus(idDemande);
  return request ? { statut: locked.statut, statutPaiement: request.statutPaiement } : null;
}
