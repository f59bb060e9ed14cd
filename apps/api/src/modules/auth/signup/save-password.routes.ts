import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZCodeSent, ZVerificationKey } from '@nomina/domain';
import { authDeps } from '../auth.deps';
import { createNotifier } from '../messages/notify.deps';
import { savePassword } from './save-password.service';

const ZPayload = z.object({
  verificationKey: ZVerificationKey,
  password: z.string().min(1).max(256),
  lang: z.string().max(8).optional(),
});

/**
 * signup/save-password, body { payload: JWE of {verificationKey, password} }.
 * Sign-up: keeps the new password's hash in the flow and sends the securing code by SMS (or
 * e-mail when there is no phone). Reset: sets the password at once, unlocks the account and
 * ends every open session.
 */
export async function savePasswordRoutes(app: FastifyInstance) {
  const { flow, repositories } = authDeps(app);
  const deps = {
    flow,
    users: repositories.users,
    sessions: repositories.sessions,
    notify: createNotifier(app),
  };
  app.withTypeProvider<ZodTypeProvider>().post(
    '/signup/save-password',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Set the password of a sign-up or reset flow (encrypted payload)',
        body: z.object({ payload: z.string().min(1).max(20_000) }),
        response: {
          200: z.union([ZCodeSent, z.object({ done: z.literal(true) })]),
          400: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request) => savePassword(deps, await app.payloads.open(request.body.payload, ZPayload)),
  );
}
