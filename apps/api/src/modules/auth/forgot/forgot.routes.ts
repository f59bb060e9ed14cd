import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZCaptchaToken,
  ZCodeSent,
  ZLinkInfo,
  ZIdentityEmail,
  ZOneTimeCode,
  ZSent,
  ZSignupIdentifier,
  ZVerificationKey,
  phoneErrors,
} from '@nomina/domain';
import { checkBotToken } from '../../../adapters/bot-check';
import { authDeps } from '../auth.deps';
import { createNotifier } from '../messages/notify.deps';
import { notifyLater } from '../verifications/flow';
import { createForgotService } from './forgot.service';

const ZLang = z.string().max(8).optional();

/**
 * The forgotten identifier's phone, as the form checks it (spec 1 §5): a valid international
 * number. The issuer's own dial-code rules only narrow what may be typed; a number outside them
 * matches no holder, and the answer is the same.
 */
const ZForgotPhone = z
  .string()
  .trim()
  .max(32)
  .refine(
    (value) =>
      phoneErrors(value, { allowedDialCodes: [], mobileCheckDialCodes: [], required: true }) === null,
    {
      message: 'form.field.validator.invalidphone',
    },
  );

/**
 * Forgotten password and forgotten identifier. Every answer is the same whether or not the
 * account exists: a by-SMS reset gives a verification key either way (a made-up one never
 * accepts a code), and messages leave after the answer.
 */
export async function forgotRoutes(app: FastifyInstance) {
  const { flow, repositories } = authDeps(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const forgot = createForgotService({
    flow,
    users: repositories.users,
    counters: repositories.counters,
    mayMessage: app.mayMessage,
    notify: createNotifier(app),
    config: app.config,
    later: (task) => notifyLater(app.log, task),
  });
  const limit = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  routes.post(
    '/forgot/set-password',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Forgotten password: send a reset link by e-mail (MAIL) or a code by SMS (SMS)',
        body: z.object({
          // The identifier as the form checks it (spec 1 §5: 8 to 10 characters, as typed), then
          // looked up without the spaces around it.
          login: z
            .string()
            .max(64)
            .pipe(ZSignupIdentifier)
            .transform((login) => login.trim()),
          buttonChoice: z.enum(['MAIL', 'SMS']),
          lang: ZLang,
          captchaToken: ZCaptchaToken,
        }),
        response: { 200: z.union([ZSent, ZCodeSent]), 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      await app.limitIdentifier('forgot', request.body.login);
      await checkBotToken(app, request, request.body.captchaToken, 'forgot');
      return forgot.requestReset(request.body);
    },
  );

  routes.post(
    '/forgot/validate-code',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Forgotten password by SMS: check the code; then save-password with the same key',
        body: z.object({ verificationKey: ZVerificationKey, otpCode: ZOneTimeCode }),
        response: { 200: ZLinkInfo, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => forgot.validateCode(request.body.verificationKey, request.body.otpCode),
  );

  routes.post(
    '/forgot/forgot-login',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Forgotten identifier: send it to the e-mail or mobile on record',
        body: z
          .object({
            // The form's own e-mail rule (case-insensitive, spec 1 §5), then kept in lower case.
            email: z.string().trim().max(254).pipe(ZIdentityEmail.toLowerCase()).optional(),
            telephone: ZForgotPhone.optional(),
            lang: ZLang,
            captchaToken: ZCaptchaToken,
          })
          .refine((body) => Boolean(body.email) !== Boolean(body.telephone), {
            message: 'email or telephone',
            path: ['email'],
          }),
        response: { 200: ZSent, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const { email, telephone } = request.body;
      await app.limitIdentifier('forgot-login', email ?? telephone ?? '');
      await checkBotToken(app, request, request.body.captchaToken, 'forgot');
      return forgot.sendLogins(request.body);
    },
  );
}
