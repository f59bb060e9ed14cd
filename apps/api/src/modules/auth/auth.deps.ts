import type { FastifyInstance } from 'fastify';
import { createSiteSettings } from '../../settings';
import { createAccountsRepository } from './accounts/accounts.repository';
import { createAttemptsRepository } from './attempts/attempts.repository';
import { createAuthCounters } from './attempts/counters.repository';
import { createLoginLocks } from './attempts/login-locks.repository';
import { createLegacyAccountsRepository } from './old-account/legacy-accounts.repository';
import { createSessionService } from './sessions/session.service';
import { createSessionsRepository } from './sessions/sessions.repository';
import { createSsoRepository } from './sso/sso.repository';
import { createUsersRepository } from './users/users.repository';
import type { TCguDeps } from './cgu/cgu.deps';
import { createCguRepository } from './cgu/cgu.repository';

/**
 * The auth module's composition root: its repositories over the database, the configuration and
 * the adapters the app decorates. Route plugins build it once and hand services only the parts
 * they use; services never see the FastifyInstance.
 */
export function authDeps(app: FastifyInstance) {
  const counters = createAuthCounters(app.db);
  const repositories = {
    users: createUsersRepository(app.db),
    accounts: createAccountsRepository(app.db),
    attempts: createAttemptsRepository(app.db),
    sessions: createSessionsRepository(app.db),
    legacyAccounts: createLegacyAccountsRepository(app.db),
    sso: createSsoRepository(app.db),
    counters,
    loginLocks: createLoginLocks(app.db, counters),
  };
  const sessions = createSessionService({ sessions: repositories.sessions, config: app.config });
  const settings = createSiteSettings(app.db);
  const adapters = { tokens: app.tokens, verifications: app.verifications, secrets: app.secrets };
  /** What the code and link flows use (verifications/flow.ts). */
  const flow = {
    verifications: app.verifications,
    users: repositories.users,
    accounts: repositories.accounts,
    settings,
    limitIdentifier: app.limitIdentifier,
    config: app.config,
  };
  /** The terms of use (cgu.service). */
  const cgu: TCguDeps = { terms: createCguRepository(app.db) };
  return { repositories, config: app.config, sessions, settings, adapters, flow, cgu };
}

export type TAuthDeps = ReturnType<typeof authDeps>;
