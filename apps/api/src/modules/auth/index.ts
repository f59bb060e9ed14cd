import type { FastifyInstance } from 'fastify';
import { authenticateRoutes } from './authenticate/authenticate.routes';
import { refreshTokenRoutes } from './authenticate/refresh-token.routes';
import { logoutRoutes } from './logout/logout.routes';
import { publicKeyRoutes } from './crypto/jwe';
import { signupRoutes } from './signup';
import { forgotRoutes } from './forgot/forgot.routes';
import { validateOtpRoutes } from './authenticate/validate-otp.routes';
import { resendOtpRoutes } from './authenticate/resend-otp.routes';
import { ssoRoutes } from './sso/sso.routes';
import { exolisRoutes } from './old-account';
import { accountRoutes } from './account/account.routes';
import { cguRoutes } from './cgu/cgu.routes';

/**
 * The auth service (/api/v1/auth): login, session, sign-up and recovery. During maintenance
 * (plugins/maintenance.ts) only what ends or keeps a session and the key forms encrypt with stay
 * open: every login, sign-up, recovery, old-account and signed-in call answers 503.
 */
export async function authModule(app: FastifyInstance) {
  await app.register(logoutRoutes);
  await app.register(refreshTokenRoutes);
  await app.register(publicKeyRoutes);
  await app.register(async (closable) => {
    closable.addHook('onRequest', app.requireAlive);
    await closable.register(authenticateRoutes);
    await closable.register(signupRoutes);
    await closable.register(forgotRoutes);
    await closable.register(validateOtpRoutes);
    await closable.register(resendOtpRoutes);
    await closable.register(ssoRoutes);
    await closable.register(exolisRoutes);
    await closable.register(accountRoutes);
    await closable.register(cguRoutes);
  });
}

// What other modules may use of auth (import from '../auth', never from its files).
export type { TPasswordConfirmation } from './attempts/password-confirmation';
export { createSignedInPasswordCheck } from './attempts/password-confirmation.deps';
export { mintSsoToken } from './sso/sso.service';
export { requestSessions } from './sessions/sessions.deps';
export { createVerifications } from './verifications/verifications.deps';
export type { TVerifications } from './verifications/verification.service';
export { createPayloadCrypto } from './crypto/jwe';
export { type TNotifier } from './messages/notify';
export { createNotifier } from './messages/notify.deps';
export { openFlow } from './verifications/flow';
export { createAccountsRepository } from './accounts/accounts.repository';
export { createUsersRepository } from './users/users.repository';
export { createAuthCounters, type TAuthCounters } from './attempts/counters.repository';
