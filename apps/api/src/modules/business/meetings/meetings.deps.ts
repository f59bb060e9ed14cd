import type { FastifyInstance } from 'fastify';
import { createMeetingsRepository, type TMeetingsRepository } from './meetings.repository';

/** What the meetings services need: the meetings repository. */
export type TMeetingsDeps = { meetings: TMeetingsRepository };

/** Built once per plugin from the app (never the app itself). */
export function createMeetingsDeps(app: FastifyInstance): TMeetingsDeps {
  return { meetings: createMeetingsRepository(app.db) };
}
