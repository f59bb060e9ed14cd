import type { FastifyInstance } from 'fastify';
import { readCacheOf } from '../../../db/read-cache';
import { unitOfWork } from '../../../db/unit-of-work';
import { createPaymentsDeps, refundClosedRequest } from '../../external';
import { assertCategorieOpen } from '../../../access';
import { createPricingSource } from '../operations/deps';
import { createExecutionRepository } from '../operations/execution/execution.repository';
import { createClosingRefundRepository } from '../operations/refunds/closing-refund.repository';
import { createHistoryRepository } from './history.repository';
import type { THistoryDeps } from './history.service';

/** What the history services need, built once per plugin from the app (never the app itself). */
export function createHistoryDeps(app: FastifyInstance): THistoryDeps {
  const payments = createPaymentsDeps(app);
  return {
    history: createHistoryRepository(app.db),
    readCache: () => readCacheOf(app.db),
    pricing: createPricingSource(app.db),
    refunds: createClosingRefundRepository(app.db),
    transaction: unitOfWork(app.db, (db) => ({
      history: createHistoryRepository(db),
      execution: createExecutionRepository(db),
      refunds: createClosingRefundRepository(db),
    })),
    assertOpen: (account, categorie) => assertCategorieOpen(app, account, categorie),
    sendRefunds: (idDemande) => refundClosedRequest(payments, idDemande),
  };
}
