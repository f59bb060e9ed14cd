import type { FastifyInstance } from 'fastify';
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
    config,
    addressSecret: adapters.secrets.jwtSecret,
  });
  return {
    login: {
      checkPassword,
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
