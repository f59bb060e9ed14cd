import type { FastifyInstance } from 'fastify';
import { checkSignedInPassword } from '../attempts/password-confirmation';
import { authDeps } from '../auth.deps';
import { createNotifier } from '../messages/notify.deps';
import { passwordRulesFor } from '../verifications/flow';
import { createAccountRepository } from './account.repository';
import type { TAccountDeps } from './account.service';

/** The signed-in user's password services, wired to the app's database, config and notifier. */
export function createAccountDeps(app: FastifyInstance): TAccountDeps {
  const { flow, repositories, config } = authDeps(app);
  const notify = createNotifier(app);
  const account = createAccountRepository(app.db);
  const passwordCheck = {
    users: repositories.users,
    attempts: repositories.attempts,
    sessions: repositories.sessions,
    maxAttempts: config.MAX_PASSWORD_ATTEMPTS,
  };
  return {
    account,
    passwordRules: (userId) => passwordRulesFor(flow, userId),
    confirmCurrentPassword: (who, password) => checkSignedInPassword(passwordCheck, who, password),
    notifyChanged: async (id) => {
      const user = await account.findUser(id);
      if (user) await notify.mail(user, 'password.changed', { login: user.login });
    },
  };
}
