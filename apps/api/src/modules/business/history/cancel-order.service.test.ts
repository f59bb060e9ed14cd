import { ERROR_CODES } from '@nomina/domain';
import { describe, expect, it } from 'vitest';
import { strictFake } from '../../../testing/strict-fake';
import type { TExecutionRepository } from '../operations/execution/execution.repository';
import type { TClosingRefundRepository } from '../operations/refunds/closing-refund.repository';
import type { TPricingSource } from '../operations/refunds/closing-refund.service';
import type { TOperationRecord } from './history.query';
import type { THistoryRepository } from './history.repository';
import { cancelOrder, type TCancelRepositories } from './history.service';

const pending = {
  idDemande: 'D1',
  tituNume: 'T1',
  reference: 'ORDD1',
  categorie: 'BOURSE',
  statut: 'EN_ATTENTE',
  quantiteExecutee: 0,
  codeAvis: null,
  valeIden: 7,
} as TOperationRecord;

/** The cancel's reads and its transaction, every part strict: a test sets up only what it may call. */
function depsWith(parts: {
  history?: Partial<THistoryRepository>;
  inTransaction?: { history?: Partial<THistoryRepository>; execution?: Partial<TExecutionRepository> };
}) {
  const inTransaction: TCancelRepositories = {
    history: strictFake<THistoryRepository>('tx.history', parts.inTransaction?.history ?? {}),
    execution: strictFake<TExecutionRepository>('tx.execution', parts.inTransaction?.execution ?? {}),
    refunds: strictFake<TClosingRefundRepository>('tx.refunds', {}),
  };
  return {
    history: strictFake<THistoryRepository>('history', parts.history ?? {}),
    pricing: strictFake<TPricingSource>('pricing', {}),
    refunds: strictFake<Pick<TClosingRefundRepository, 'findSecurityPricingKeys'>>('refunds', {}),
    transaction: <T>(work: (repositories: TCancelRepositories) => Promise<T>) => work(inTransaction),
    inTransaction,
  };
}

describe('cancel an order', () => {
  it('cancels a pending order with one guarded update: no close, notice or refund', async () => {
    const cancelled = { ...pending, statut: 'ANNULE' } as TOperationRecord;
    const deps = depsWith({
      history: { findOperation: async () => pending },
      inTransaction: { history: { markCancelled: async () => cancelled } },
    });
    await expect(cancelOrder(deps, 'T1', 'D1')).resolves.toBe(cancelled);
    expect(deps.inTransaction.history.markCancelled).toHaveBeenCalledWith('T1', pending, false);
  });

  it('answers 409 when the order changed since it was read (another cancel or a fill won)', async () => {
    const deps = depsWith({
      history: { findOperation: async () => pending },
      inTransaction: { history: { markCancelled: async () => undefined } },
    });
    await expect(cancelOrder(deps, 'T1', 'D1')).rejects.toMatchObject({
      statusCode: 409,
      errorCode: ERROR_CODES.orderNotCancellable,
    });
  });

  it('refuses an executed order (409) and another holder’s (404) before any write', async () => {
    const executed = depsWith({
      history: { findOperation: async () => ({ ...pending, statut: 'EXECUTE' }) },
    });
    await expect(cancelOrder(executed, 'T1', 'D1')).rejects.toMatchObject({ statusCode: 409 });
    const unknown = depsWith({ history: { findOperation: async () => undefined } });
    await expect(cancelOrder(unknown, 'T2', 'D1')).rejects.toMatchObject({
      statusCode: 404,
      errorCode: ERROR_CODES.notFound,
    });
  });
});
