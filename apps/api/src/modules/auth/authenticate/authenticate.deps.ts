import type { FastifyInstance } from 'fastify';
import { createGate } from '../../../lib/gate';
import { TASKS_PER_THREAD } from '../../../lib/hash-pool';
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
  // Enough logins at work for every hash thread to hold its next hash, and one more reading the
  // database meanwhile (issue 15: the threads never wait for a login's statements). The others
  // wait their turn having done nothing, so other requests stay fast during a burst of logins.
  const logins = createGate(HASH_THREADS * TASKS_PER_THREAD + 1);
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
