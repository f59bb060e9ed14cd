import type { FastifyInstance } from 'fastify';
import { createGate } from '../../../lib/gate';
import { HASH_THREADS } from '../../../lib/password';
import { authDeps } from '../auth.deps';
import { createNotifier } from '../messages/notify.deps';
import { sendCode } from '../verifications/flow';
import { createPasswordCheck } from './authenticate.service';
import type { TLoginDeps } from './login.service';
import type { TUserAccessDeps } from './user-access';

/** The login steps' dependencies, wired to the app's database, config and adapters. */
export function createLoginDeps(app: FastifyInstance): { login: TLoginDeps; access: TUserAccessDeps } {
  const { repositories, config, sessions, adapters, flow } = authDeps(app);
  const notify = createNotifier(app);
  const checkPassword = createPasswordCheck({
    users: repositories.users,
    attempts: repositories.attempts,
    locks: repositories.loginLocks,
    config,
    addressSecret: adapters.secrets.jwtSecret,
  });
  // One login more than hash threads at work: one reads while the others hash (issue 15: other
  // requests stay fast during a burst of logins, which wait their turn having done nothing).
  const logins = createGate(HASH_THREADS + 1);
  return {
    login: {
      checkPassword,
      admit: logins.run,
      users: repositories.users,
      accounts: repositories.accounts,
      sessions,
      verifications: adapters.verifications,
      notify,
      tokens: adapters.tokens,
      sendCode: (started, user) => sendCode(flow, notify, started, user, 'MOBILE'),
      config,
    },
    access: { accounts: repositories.accounts, tokens: adapters.tokens, config },
  };
}
