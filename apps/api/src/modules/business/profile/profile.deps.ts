import type { FastifyInstance } from 'fastify';
import { unitOfWork } from '../../../db/unit-of-work';
import { createSiteSettings } from '../../../settings';
import { createNotifier } from '../../auth';
import { createCoctCompletionRepository } from './agreement-status/coct-completion.repository';
import { createProfileRepository } from './profile.repository';
import type { TProfileDeps } from './profile.service';

/** What the profile services need, taken once from the app (never the app itself). */
export function profileDeps(app: FastifyInstance): TProfileDeps {
  return {
    profile: createProfileRepository(app.db),
    coctCompletion: createCoctCompletionRepository(app.db),
    transaction: unitOfWork(app.db, (db) => ({ profile: createProfileRepository(db) })),
    isModuleOpen: app.habilitations.isOpen,
    settings: createSiteSettings(app.db),
    verifications: app.verifications,
    notifier: createNotifier(app),
    limitIdentifier: app.limitIdentifier,
    mayMessage: app.mayMessage,
    otpTtlSeconds: app.config.OTP_TTL_SECONDS,
    maxCodeAttempts: app.config.MAX_CODE_ATTEMPTS,
  };
}
