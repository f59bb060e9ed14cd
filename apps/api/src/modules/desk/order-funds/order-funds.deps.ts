import type { FastifyInstance } from 'fastify';
import { createOrderFundsRepository } from './order-funds.repository';
import type { TOrderFundsDeps } from './order-funds.service';

/** What recording an order's funds needs, built once per plugin from the app (never the app itself). */
export function createOrderFundsDeps(app: FastifyInstance): TOrderFundsDeps {
  return { orders: createOrderFundsRepository(app.db) };
}
