import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../db/client';

/** What the non-production helpers need: the database (through their repositories) and the public URL. */
export type TDevDeps = { db: TDatabase; publicUrl: string };

/** Built once per plugin from the app (the services never take the app). */
export function createDevDeps(app: FastifyInstance): TDevDeps {
  return { db: app.db, publicUrl: app.config.publicUrl };
}
