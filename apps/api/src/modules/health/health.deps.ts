import type { FastifyInstance } from 'fastify';
import type { THealthDeps } from './health.service';

/** Built once per plugin from the app (the service never takes the app). */
export function createHealthDeps(app: FastifyInstance): THealthDeps {
  return { db: app.db, kind: app.database.kind };
}
