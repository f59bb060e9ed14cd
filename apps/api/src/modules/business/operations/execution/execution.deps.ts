import type { TExecutionVenue } from '../../../../adapters/execution-venue/execution-venue';
import type { TDatabase } from '../../../../db/client';
import { unitOfWork } from '../../../../db/unit-of-work';
import { createPricingSource } from '../deps';
import { createClosingRefundRepository } from '../refunds/closing-refund.repository';
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
