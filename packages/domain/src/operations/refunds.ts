import { z } from 'zod';
import type { TStatutPaiement } from './operations.enums';

/**
 * Refunds (issue 11): money a provider captured for a request that cannot honour it goes back to
 * the payer through the same provider, once per payment, and the holder sees it in the order's
 * payments.
 */

/**
 * Why a captured payment is refunded: the order was already closed when the provider confirmed
 * it (cancelled, rejected, expired, executed), the request was already paid by another payment,
 * the corporate action was already settled, or a paid order was then cancelled or expired with
 * nothing executed; or the part a paid buy did not cost: the unfilled part of an order closed after
 * a partial fill (EXECUTION_PARTIELLE), the price improvement of one executed below its limit
 * (AMELIORATION_PRIX), see `executedBuyRefund`.
 */
export const ZRefundReason = z.enum([
  'DEMANDE_CLOSE',
  'DEJA_PAYEE',
  'OST_REGLEE',
  'ORDRE_ANNULE',
  'ORDRE_EXPIRE',
  'EXECUTION_PARTIELLE',
  'AMELIORATION_PRIX',
]);
export type TRefundReason = z.infer<typeof ZRefundReason>;

/** EN_COURS until the provider accepts the refund (REMBOURSE); ECHEC when it refused (retried). */
export const ZRefundStatut = z.enum(['EN_COURS', 'REMBOURSE', 'ECHEC']);
export type TRefundStatut = z.infer<typeof ZRefundStatut>;

/** The request a captured payment was for, as it stands when the provider's confirmation arrives. */
export type TPayableState =
  | { kind: 'ORDER'; statut: string; statutPaiement: TStatutPaiement }
  | { kind: 'OST'; awaitingPayment: boolean; isPaid: boolean; isSettled: boolean };

/**
 * What a payment the provider captured does: it pays its request while the request still waits
 * for it (an order pending and due, a corporate-action answer awaiting payment before settlement),
 * else it is refunded with its reason. A second success for a paid request is refunded too.
 */
export function capturedPaymentFate(state: TPayableState): { honour: true } | { refund: TRefundReason } {
  if (state.kind === 'ORDER') {
    if (state.statutPaiement === 'PAYE') return { refund: 'DEJA_PAYEE' };
    if (state.statut !== 'EN_ATTENTE') return { refund: 'DEMANDE_CLOSE' };
    return state.statutPaiement === 'A_PAYER' || state.statutPaiement === 'REFUSE'
      ? { honour: true }
      : { refund: 'DEMANDE_CLOSE' };
  }
  if (state.isSettled) return { refund: 'OST_REGLEE' };
  if (state.isPaid) return { refund: 'DEJA_PAYEE' };
  return state.awaitingPayment ? { honour: true } : { refund: 'DEMANDE_CLOSE' };
}

/**
 * A paid order that closes: cancelled or expired with nothing executed gives all its money back
 * (a partly executed one gets back what its fills did not cost: `executedBuyRefund`). Null otherwise.
 */
export function closedOrderRefundReason(statut: string, quantiteExecutee: number): TRefundReason | null {
  if (quantiteExecutee > 0) return null;
  if (statut === 'ANNULE') return 'ORDRE_ANNULE';
  if (statut === 'EXPIRE') return 'ORDRE_EXPIRE';
  if (statut === 'REJETE') return 'DEMANDE_CLOSE';
  return null;
}

/** GET external/paiement/historique?idDemande: the payments of one of the holder's requests, with their refunds. */
export const ZPaymentHistoryQuery = z.object({ idDemande: z.string().min(1).max(64) });
export const ZPaymentLine = z.object({
  provider: z.enum(['CB', 'LINXO']),
  montant: z.number(),
  devise: z.string(),
  statut: z.enum(['EN_COURS', 'SUCCEEDED', 'REFUSED']),
  dateCreation: z.string(),
  dateConfirmation: z.string().nullable(),
  remboursement: z
    .object({
      statut: ZRefundStatut,
      motif: ZRefundReason,
      montant: z.number(),
      dateDemande: z.string(),
      dateRemboursement: z.string().nullable(),
    })
    .nullable(),
});
export type TPaymentLine = z.infer<typeof ZPaymentLine>;
export const ZPaymentHistory = z.object({ paiements: z.array(ZPaymentLine) });
export type TPaymentHistory = z.infer<typeof ZPaymentHistory>;
