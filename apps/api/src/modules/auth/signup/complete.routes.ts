import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZCguVersion, ZVerificationKey } from '@nomina/domain';
import { authDeps } from '../auth.deps';
import { requireCurrentVersion } from '../cgu/cgu.service';
import { completeSignup } from './complete.service';

const ZBody = z.object({
  verificationKey: ZVerificationKey,
  telephone: z.string().max(32),
  email: z.string().max(254),
  consentementSms: z.boolean().optional(),
  /**
   * The version of the terms of use the holder read and accepted on this step (spec 1 §2 terms
   * display); recorded with the contacts. Without it the terms are asked at the first login.
   */
  cguVersion: ZCguVersion.optional(),
});

/**
 * firstconnexion/update-contacts: the last sign-up step. Confirms the contacts as they are or
 * with changes (a change needs the identity code first), stores the password chosen earlier
 * and the acceptance of the terms in force, and answers the login for the completed screen.
 */
export async function completeRoutes(app: FastifyInstance) {
  const { repositories, settings, adapters, cgu } = authDeps(app);
  const deps = {
    verifications: adapters.verifications,
    users: repositories.users,
    accounts: repositories.accounts,
    settings,
    requireCurrentTerms: (version: number) => requireCurrentVersion(cgu, version),
  };
  app.withTypeProvider<ZodTypeProvider>().post(
    '/firstconnexion/update-contacts',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign-up: confirm or change contacts and finish',
        body: ZBody,
        response: { 200: z.object({ login: z.string() }), 400: ZApiError, 409: ZApiError, 429: ZApiError },
      },
    },
    async (request) => completeSignup(deps, request.body),
  );
}
