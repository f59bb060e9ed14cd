import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../../db/client';

/** What the portfolio's read services need: the database, read through the portfolio's repositories. */
export type TPortfolioDeps = { db: TDatabase };

/** Built once per plugin from the app (never the app itself). */
export function createPortfolioDeps(app: FastifyInstance): TPortfolioDeps {
  return { db: app.db };
}
