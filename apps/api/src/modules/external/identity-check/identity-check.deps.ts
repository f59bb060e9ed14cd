import type { FastifyInstance } from 'fastify';
import { createIdentityFileStore } from '../../../adapters/identity-check';
import { unitOfWork } from '../../../db/unit-of-work';
import { createSiteSettings } from '../../../settings';
import { createAccountsRepository, createAuthCounters, createUsersRepository, openFlow } from '../../auth';
import { createIdentityCheckLimits } from './identity-check-limits';
import { createIdentityCheckRepository } from './identity-check.repository';
import type { TIdentityCheckDeps } from './identity-check.service';

/** What the identity-check service needs, built once per plugin from the app (never the app itself). */
export function createIdentityCheckDeps(app: FastifyInstance): TIdentityCheckDeps {
  const users = createUsersRepository(app.db);
  const accounts = createAccountsRepository(app.db);
  return {
    checks: createIdentityCheckRepository(app.db),
    transaction: unitOfWork(app.db, createIdentityCheckRepository),
    files: createIdentityFileStore(app.config.dataDir),
    limits: createIdentityCheckLimits(createAuthCounters(app.db), app.config),
    verifications: app.verifications,
    openSignupFlow: (verificationKey) =>
      openFlow({ verifications: app.verifications, users }, verificationKey, 'SIGNUP'),
    primaryIssuer: (userId) => accounts.primaryIssuer(userId),
    settings: createSiteSettings(app.db),
  };
}
