import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../../db/client';

/** What the dashboard's news and alerts services need: the database, read through their repositories. */
export type TDashboardDeps = { db: TDatabase };

/** Built once per plugin from the app (never the app itself). */
export function createDashboardDeps(app: FastifyInstance): TDashboardDeps {
  return { db: app.db };
}
