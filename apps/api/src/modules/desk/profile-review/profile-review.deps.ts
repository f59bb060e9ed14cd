import type { FastifyInstance } from 'fastify';
import { unitOfWork } from '../../../db/unit-of-work';
import { createBankDetailsRepository, createProfileFileStore } from '../../business';
import { createProfileReviewRepository } from './profile-review.repository';
import type { TReviewDeps } from './profile-review.service';

/** What the profile review needs, built once per plugin from the app (never the app itself). */
export function createReviewDeps(app: FastifyInstance): TReviewDeps {
  return {
    review: createProfileReviewRepository(app.db),
    transaction: unitOfWork(app.db, (db) => ({ review: createProfileReviewRepository(db) })),
    latestBank: createBankDetailsRepository(app.db).findLatestBank,
    files: createProfileFileStore(app.config.dataDir),
  };
}
