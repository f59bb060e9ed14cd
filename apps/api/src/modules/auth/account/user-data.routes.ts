import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZVerificationKey, maskEmail, maskPhone } from '@nomina/domain';
import { openFlow } from '../verifications/flow';
import { authDeps } from '../auth.deps';

const ZUserData = z.object({
  login: z.string(),
  /** Partly starred, as the sign-up's contact step shows them read-only. */
  telephone: z.string().nullable(),
  email: z.string().nullable(),
  consentementSms: z.boolean(),
});

/**
 * GET authenticate/user-data (spec 1 §7): what a pending sign-up's verification key may know of
 * its user — the login and the starred contacts — and nothing of anyone else.
 */
export async function userDataRoutes(app: FastifyInstance) {
  const { flow: flowDeps } = authDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/authenticate/user-data',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'The login and starred contacts of a pending sign-up, by its verification key',
        querystring: z.object({ verificationKey: ZVerificationKey }),
        response: { 200: ZUserData, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await openFlow(flowDeps, request.query.verificationKey, 'SIGNUP');
      return {
        login: user.login,
        telephone: user.phone ? maskPhone(user.phone) : null,
        email: user.email ? maskEmail(user.email) : null,
        consentementSms: user.smsConsent,
      };
    },
  );
}
