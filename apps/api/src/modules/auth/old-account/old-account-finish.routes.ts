import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZVerificationKey } from '@nomina/domain';
import { authDeps } from '../auth.deps';
import { createNotifier } from '../messages/notify.deps';
import { migrateOldAccount, recordOldAccountConsent, sendNewLogin } from './old-account.service';

/**
 * Old account, last steps: consentSms records the SMS consent (sign-up's firstconnexion/consentSms
 * only opens sign-up flows), update-contacts creates the holder's Nomina user (old password kept,
 * contacts confirmed or changed after an identity code), send-identifiant sends the new login.
 */
export async function exolisFinishRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const notify = createNotifier(app);
  const { repositories, settings, adapters } = authDeps(app);
  const migration = {
    verifications: adapters.verifications,
    legacyAccounts: repositories.legacyAccounts,
    users: repositories.users,
    settings,
  };
  const finishing = {
    verifications: adapters.verifications,
    users: repositories.users,
    notify,
    config: app.config,
  };
  const limit = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  routes.post(
    '/exolis/consentSms',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Old account: record the SMS consent, before any contact action',
        body: z.object({ verificationKey: ZVerificationKey }),
        response: { 200: z.boolean(), 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => recordOldAccountConsent(migration, request.body.verificationKey),
  );

  routes.post(
    '/exolis/update-contacts',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Old account: confirm or change contacts; creates the new portal user',
        body: z.object({
          verificationKey: ZVerificationKey,
          telephone: z.string().max(32),
          email: z.string().max(254),
          consentementSms: z.boolean(),
        }),
        response: { 200: z.object({ done: z.literal(true) }), 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      await migrateOldAccount(migration, request.body);
      return { done: true as const };
    },
  );

  routes.post(
    '/exolis/send-identifiant',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Old account: send the new identifier by e-mail and SMS, and show it',
        body: z.object({ verificationKey: ZVerificationKey, lang: z.string().max(8).optional() }),
        response: { 200: z.object({ login: z.string() }), 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => sendNewLogin(finishing, request.body.verificationKey, request.body.lang),
  );
}
