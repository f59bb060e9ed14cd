import type { FastifyInstance } from 'fastify';
import { createHealthRepository } from './health.repository';
import type { THealthDeps } from './health.service';

/** Built once per plugin from the app (the service never takes the app). */
export function createHealthDeps(app: FastifyInstance): THealthDeps {
  return { health: createHealthRepository(app.db), kind: app.database.kind };
}
