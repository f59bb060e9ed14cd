import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../../db/client';

/** What the meetings services need: the database, read through the meetings repository. */
export type TMeetingsDeps = { db: TDatabase };

/** Built once per plugin from the app (never the app itself). */
export function createMeetingsDeps(app: FastifyInstance): TMeetingsDeps {
  return { db: app.db };
}
