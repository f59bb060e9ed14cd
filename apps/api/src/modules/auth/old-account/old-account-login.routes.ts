import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZCaptchaToken, ZOldIdentifier } from '@nomina/domain';
import { checkBotToken } from '../../../adapters/bot-check';
import { authDeps } from '../auth.deps';
import { pageOf, requireLegacyAccess } from './legacy-access';
import { legacyAccessThemes } from './legacy-access.deps';
import { contactsOnRecord, startOldAccountFlow } from './old-account.service';

const ZMasked = z.object({
  hasPhone: z.boolean(),
  hasEmail: z.boolean(),
  maskedPhone: z.string().nullable(),
  maskedEmail: z.string().nullable(),
});

/**
 * Old-account login (ancienolis): authenticate/exolis checks the old portal's credentials and
 * opens the migration flow; validate/infos tells which contacts on record can receive a code.
 */
export async function exolisLoginRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { repositories, config, adapters } = authDeps(app);
  const legacyFlow = { verifications: adapters.verifications, legacyAccounts: repositories.legacyAccounts };
  const themes = legacyAccessThemes(app);
  const limit = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  routes.post(
    '/authenticate/exolis',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Old-account login (OLIS: identifier + password; PLS: also the access code)',
        description:
          '403 habilitations.restriction.msg.n when the theme of the requesting page (Origin, else Referer, else the host) does not offer the variant; 401 login.error.credentials (inline), 423 general.error.blocked.xpls (modal), 409 exolis.error.migrated.',
        body: z.object({
          emetIden: ZOldIdentifier,
          accessCode: z.string().trim().max(64).optional(),
          password: z.string().min(1).max(256),
          variant: z.enum(['OLIS', 'PLS']),
          captchaToken: ZCaptchaToken,
        }),
        response: {
          200: z.object({ verificationKey: z.string() }),
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          409: ZApiError,
          423: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request) => {
      const { emetIden, accessCode, password, variant, captchaToken } = request.body;
      await requireLegacyAccess(themes, pageOf(request), variant);
      await checkBotToken(app, request, captchaToken, 'OldAccount');
      await app.limitIdentifier('old-login', emetIden);
      return startOldAccountFlow(
        { ...repositories, verifications: adapters.verifications, config },
        { oldIdentifier: emetIden, variant, password, accessCode },
      );
    },
  );

  routes.post(
    '/exolis/validate/infos',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Old account: contacts on record (partly starred)',
        body: z.object({ verificationKey: z.string().min(16).max(64) }),
        response: { 200: ZMasked, 400: ZApiError },
      },
    },
    async (request) => contactsOnRecord(legacyFlow, request.body.verificationKey),
  );
}
