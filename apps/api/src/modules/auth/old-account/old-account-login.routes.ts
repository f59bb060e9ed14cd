import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, ZApiError, ZCaptchaToken, ZOldAccessCode, makeZOldAccountLogin } from '@nomina/domain';
import { checkBotToken } from '../../../adapters/bot-check';
import { authDeps } from '../auth.deps';
import { pageOf } from '../../../lib/page-of';
import { requireLegacyAccess } from './legacy-access';
import { legacyAccessThemes } from './legacy-access.deps';
import { contactsOnRecord, startOldAccountFlow } from './old-account.service';

const ZMasked = z.object({
  hasPhone: z.boolean(),
  hasEmail: z.boolean(),
  maskedPhone: z.string().nullable(),
  maskedEmail: z.string().nullable(),
});

/**
 * Message of the server's length caps on the password and the access code, which the form needs
 * not: named, as the domain rules' fallback message is the required one.
 */
const tooLong = { error: ERROR_CODES.validation };

/**
 * The body of authenticate/exolis for one variant: the page's form rules (spec 1 §5, the domain's
 * makeZOldAccountLogin; the access code is shown, so required, on PLS only, and ignored on OLIS),
 * so a login the form refuses answers the form's keys, before the bot check, the per-identifier
 * limit and the password check, counting no attempt.
 */
function oldLoginBody<TVariant extends 'OLIS' | 'PLS'>(variant: TVariant) {
  const form = makeZOldAccountLogin({ accessCodeShown: variant === 'PLS' });
  return form.extend({
    password: form.shape.password.max(256, tooLong),
    variant: z.literal(variant),
    captchaToken: ZCaptchaToken,
  });
}

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
          '400 general.error.validation with the form keys of spec 1 §5 in fields (PLS: access code required); 403 habilitations.restriction.msg.n when the theme of the requesting page (Origin, else Referer, else the host) does not offer the variant; 401 login.error.credentials (inline), 423 general.error.blocked.xpls (modal), 409 exolis.error.migrated.',
        body: z.discriminatedUnion('variant', [
          oldLoginBody('OLIS'),
          oldLoginBody('PLS').extend({ accessCode: ZOldAccessCode.max(64, tooLong) }),
        ]),
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
