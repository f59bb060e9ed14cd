import type { FastifyInstance } from 'fastify';
import { createProfileFileStore } from '../../business';
import type { TReviewDeps } from './profile-review.service';

/** What the profile review needs, built once per plugin from the app (never the app itself). */
export function createReviewDeps(app: FastifyInstance): TReviewDeps {
  return { db: app.db, files: createProfileFileStore(app.config.dataDir) };
}
