import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../../db/client';
import type { TPaymentInstructions } from '../../../adapters/payments/instructions';
import { createPaymentInstructions } from '../../../adapters/payments/instructions';

/** What the order services depend on: the database, the clock and the payment-instruction adapter. */
export type TOperationsDeps = {
  db: TDatabase;
  now: () => Date;
  instructions: TPaymentInstructions;
};

/** Built once per server from its config. */
export function createOperationsDeps(app: FastifyInstance): TOperationsDeps {
  return { db: app.db, now: () => new Date(), instructions: createPaymentInstructions(app.config) };
}
