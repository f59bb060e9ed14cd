import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../../../plugins/auth';
import { createNotifier } from '../../auth';
import { accountOf, isModuleOpen } from '../../../access';
import { unitOfWork } from '../../../db/unit-of-work';
import { createSiteSettings } from '../../../settings';
import { createProfileRepository } from './profile.repository';
import { createCoctCompletionRepository } from './agreement-status/coct-completion.repository';
import type { TActor, TProfileDeps } from './profile.service';

/** The token's user acting on its chosen account. */
export function actorOf(request: FastifyRequest): TActor {
  const { userId, login } = authOf(request);
  return { ...accountOf(request), userId, login };
}

/** What the profile services need, taken once from the app (never the app itself). */
export function profileDeps(app: FastifyInstance): TProfileDeps {
  return {
    profile: createProfileRepository(app.db),
    coctCompletion: createCoctCompletionRepository(app.db),
    transaction: unitOfWork(app.db, (db) => ({ profile: createProfileRepository(db) })),
    isModuleOpen: (account, moduleKey) => isModuleOpen(app.db, account, moduleKey),
    settings: createSiteSettings(app.db),
    verifications: app.verifications,
    notifier: createNotifier(app),
    limitIdentifier: app.limitIdentifier,
    otpTtlSeconds: app.config.OTP_TTL_SECONDS,
    maxCodeAttempts: app.config.MAX_CODE_ATTEMPTS,
  };
}

/** Private answers are never kept by a browser or a proxy. */
export function noStore(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
