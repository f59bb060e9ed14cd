import type { FastifyInstance } from 'fastify';
import {
  createExecutionVenue,
  type TExecutionVenue,
} from '../../../../adapters/execution-venue/execution-venue';
import type { TDatabase } from '../../../../db/client';
import { unitOfWork } from '../../../../db/unit-of-work';
import { createPricingSource } from '../deps';
import { createClosingRefundRepository } from '../refunds/closing-refund.repository';
import { createPaymentsDeps } from '../../../external';
import type { TEngineDeps } from './execution-engine.service';
import { createExecutionRepository } from './execution.repository';

/** The execution engine's dependencies over `db`: its repositories, the pricing, a unit of work per fill. */
export function createEngineDeps(
  db: TDatabase,
  options: { now: () => Date; venue: TExecutionVenue },
): TEngineDeps {
  return {
    execution: createExecutionRepository(db),
    pricing: createPricingSource(db),
    transaction: unitOfWork(db, (tx) => ({
      execution: createExecutionRepository(tx),
      refunds: createClosingRefundRepository(tx),
    })),
    ...options,
  };
}

/** The server's engine runner: the engine over the app's database and venue, and the payments it refunds through. */
export function createRunnerDeps(app: FastifyInstance) {
  return {
    engine: createEngineDeps(app.db, { now: () => new Date(), venue: createExecutionVenue(app.config) }),
    payments: createPaymentsDeps(app),
  };
}
