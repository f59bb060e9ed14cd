import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../../db/client';

/** What the settings services need: the database, read and written through the settings repository. */
export type TSettingsDeps = { db: TDatabase };

/** Built once per plugin from the app (never the app itself). */
export function createSettingsDeps(app: FastifyInstance): TSettingsDeps {
  return { db: app.db };
}
