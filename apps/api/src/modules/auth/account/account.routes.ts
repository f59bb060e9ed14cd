import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError, ZPasswordRules, ZUpdatePasswordRequest, ZUpdatePasswordResponse } from '@nomina/domain';
import { authOf } from '../../../plugins/auth';
import { requireModule } from '../../../access';
import { createAccountDeps } from './account.deps';
import { updatePassword } from './account.service';
import { userDataRoutes } from './user-data.routes';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 429: ZApiError };

/** The signed-in user's password (spec 3 §1 maj_password, §7 account/updatePassword). */
export async function accountRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = createAccountDeps(app);
  await app.register(userDataRoutes);

  routes.get(
    '/account/password-rules',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'MIN_PASSWORD_LENGTH and MAX_PASSWORD_LENGTH of the signed-in user’s issuer',
        response: { 200: ZPasswordRules, 401: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.passwordRules(authOf(request).userId);
    },
  );

  routes.post(
    '/account/updatePassword',
    {
      onRequest: app.requireAuth,
      preHandler: requireModule(app, 'maj_password'),
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Change the password: current one (counted against the attempt limit), new one',
        description:
          '400 password.rules.unmet (fields: failed rules) or maj_password.error.same; 403 password.confirm.error.wrong with remainingAttempts, or password.confirm.error.limit when the limit ends the session. Other sessions end on success.',
        body: ZUpdatePasswordRequest,
        response: { 200: ZUpdatePasswordResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { userId, sessionId } = authOf(request);
      return updatePassword(deps, { userId, sessionId }, request.body);
    },
  );
}
