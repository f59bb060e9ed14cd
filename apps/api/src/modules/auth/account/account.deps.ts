import type { FastifyInstance } from 'fastify';
import { requireSignedInPassword } from '../attempts/password-confirmation';
import { authDeps } from '../auth.deps';
import { createNotifier } from '../messages/notify';
import { passwordRulesFor } from '../verifications/flow';
import { findUser } from './account.repository';
import type { TAccountDeps } from './account.service';

/** The signed-in user's password services, wired to the app's database, config and notifier. */
export function createAccountDeps(app: FastifyInstance): TAccountDeps {
  const { flow } = authDeps(app);
  const notify = createNotifier(app);
  return {
    db: app.db,
    passwordRules: (userId) => passwordRulesFor(flow, userId),
    confirmCurrentPassword: (who, password) =>
      requireSignedInPassword(app.db, app.config.MAX_PASSWORD_ATTEMPTS, who, password),
    notifyChanged: async (id) => {
      const user = await findUser(app.db, id);
      if (user) await notify.mail(user, 'password.changed', { login: user.login });
    },
  };
}
