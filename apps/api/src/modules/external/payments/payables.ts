import type { TModePaiement, TOrderNature, TPayableNature, TStatutPaiement } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import {
  findOwnOstAnswer,
  markOstAnswerPaid,
  OST_AWAITING_PAYMENT,
  OST_PENDING,
} from '../../business/corporate-actions/ost-payable.repository';
import { findOwnOrder, setOrderPaymentStatus } from '../../business/operations/orders.repository';

type TDb = Pick<TDatabase, 'select' | 'update'>;

/**
 * What a card or open-banking payment is for: an order (buy, simple exercise) or the balance of
 * an answer to a corporate action. Each is found among the token holder's own requests only, and
 * its amount is the one the server computed when the request was recorded.
 */
export type TPayable = {
  kind: 'ORDER' | 'OST';
  /** The history line (operations.idDemande) the payments refer to. */
  idDemande: string;
  refDemande: string;
  natureDemande: TPayableNature;
  /** The amount to pay, exact decimal string. */
  montant: string;
  devise: string;
  modePaiement: TModePaiement | null;
  /** Waiting for a payment (never paid, or its last attempt refused). */
  isDue: boolean;
  isPaid: boolean;
  inBusinessDay: boolean;
  /** The screen (hash route) the holder comes back to from the provider's page. */
  route: string;
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
  db: TDb,
  tituNume: string,
  refDemande: string,
): Promise<TPayable | null> {
  const order = await findOwnOrder(db, tituNume, refDemande);
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
  const found = await findOwnOstAnswer(db, tituNume, refDemande);
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

/**
 * Writes a confirmed outcome on the request itself, in the caller's transaction. An order becomes
 * PAYE or REFUSE; a corporate-action answer leaves "awaiting payment" on success only, so a
 * refused card leaves it payable again with nothing recorded as paid.
 */
export async function recordPayableOutcome(
  db: TDb,
  payable: Pick<TPayable, 'kind' | 'idDemande'>,
  outcome: { isPaid: boolean; at: Date },
): Promise<void> {
  if (payable.kind === 'OST') {
    if (outcome.isPaid) await markOstAnswerPaid(db, payable.idDemande, outcome.at);
    return;
  }
  const statutPaiement: TStatutPaiement = outcome.isPaid ? 'PAYE' : 'REFUSE';
  await setOrderPaymentStatus(db, payable.idDemande, statutPaiement);
}
