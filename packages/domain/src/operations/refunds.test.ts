import { describe, expect, it } from 'vitest';
import { capturedPaymentFate, closedOrderRefundReason } from './refunds';

describe('captured payments: honoured or refunded (issue 11)', () => {
  it('pays a pending order still due, refunds one closed or already paid', () => {
    expect(capturedPaymentFate({ kind: 'ORDER', statut: 'EN_ATTENTE', statutPaiement: 'A_PAYER' })).toEqual({
      honour: true,
    });
    expect(capturedPaymentFate({ kind: 'ORDER', statut: 'EN_ATTENTE', statutPaiement: 'REFUSE' })).toEqual({
      honour: true,
    });
    for (const statut of ['ANNULE', 'REJETE', 'EXPIRE', 'EXECUTE'])
      expect(capturedPaymentFate({ kind: 'ORDER', statut, statutPaiement: 'A_PAYER' })).toEqual({
        refund: 'DEMANDE_CLOSE',
      });
    expect(capturedPaymentFate({ kind: 'ORDER', statut: 'EN_ATTENTE', statutPaiement: 'PAYE' })).toEqual({
      refund: 'DEJA_PAYEE',
    });
    expect(
      capturedPaymentFate({ kind: 'ORDER', statut: 'EN_ATTENTE', statutPaiement: 'EN_ATTENTE_FONDS' }),
    ).toEqual({ refund: 'DEMANDE_CLOSE' });
  });
  it('pays a corporate-action answer awaiting payment, refunds one settled or paid', () => {
    const ost = { kind: 'OST' as const, awaitingPayment: true, isPaid: false, isSettled: false };
    expect(capturedPaymentFate(ost)).toEqual({ honour: true });
    expect(capturedPaymentFate({ ...ost, isSettled: true })).toEqual({ refund: 'OST_REGLEE' });
    expect(capturedPaymentFate({ ...ost, awaitingPayment: false, isPaid: true })).toEqual({
      refund: 'DEJA_PAYEE',
    });
    expect(capturedPaymentFate({ ...ost, awaitingPayment: false })).toEqual({ refund: 'DEMANDE_CLOSE' });
  });
  it('a paid order cancelled or expired with nothing executed is refunded in full', () => {
    expect(closedOrderRefundReason('ANNULE', 0)).toBe('ORDRE_ANNULE');
    expect(closedOrderRefundReason('EXPIRE', 0)).toBe('ORDRE_EXPIRE');
    expect(closedOrderRefundReason('REJETE', 0)).toBe('DEMANDE_CLOSE');
    expect(closedOrderRefundReason('EXPIRE', 3)).toBeNull();
    expect(closedOrderRefundReason('EXECUTE', 0)).toBeNull();
    expect(closedOrderRefundReason('EN_ATTENTE', 0)).toBeNull();
  });
});
