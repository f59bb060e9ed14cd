import { randomBytes } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FLOW_ERRORS,
  ZApiError,
  ZCaptchaToken,
  ZCodeSent,
  ZLinkInfo,
  ZOneTimeCode,
  ZSent,
  ERROR_CODES,
  ZVerificationKey,
} from '@nomina/domain';
import { users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { createAuthCounters } from '../../../lib/auth-counters';
import { normaliseLogin } from '../authenticate/authenticate.service';
import { checkBotToken } from '../../external/captcha/check-bot-token';
import { createNotifier } from '../messages/notify';
import { assertCode, notifyLater, openFlow, passwordRulesFor } from '../verifications/flow';
import { authDeps } from '../auth.deps';

const ZLang = z.string().max(8).optional();

/** The destination shown for a reset code by SMS: the same for every login, known or not. */
export const HIDDEN_DESTINATION = '**********';

/**
 * Forgotten password and forgotten identifier. Every answer is the same whether or not the
 * account exists: a by-SMS reset gives a verification key either way (a made-up one never
 * accepts a code), and messages leave after the answer.
 */
export async function forgotRoutes(app: FastifyInstance) {
  const { flow: flowDeps } = authDeps(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const notify = createNotifier(app);
  const counters = createAuthCounters(app.db);
  const resetBudget = {
    periodSeconds: 86_400,
    max: app.config.RESET_CODES_PER_DAY,
    spacingSeconds: app.config.RESET_CODE_SPACING_SECONDS,
  };
  const limit = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
  const findActive = async (login: string) => {
    const [user] = await app.db
      .select()
      .from(users)
      .where(eq(users.login, normaliseLogin(login)));
    return user?.passwordHash ? user : null;
  };

  routes.post(
    '/forgot/set-password',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Forgotten password: send a reset link by e-mail (MAIL) or a code by SMS (SMS)',
        body: z.object({
          login: z.string().trim().min(1).max(64),
          buttonChoice: z.enum(['MAIL', 'SMS']),
          lang: ZLang,
          captchaToken: ZCaptchaToken,
        }),
        response: { 200: z.union([ZSent, ZCodeSent]), 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const { login, buttonChoice, lang } = request.body;
      await app.limitIdentifier('forgot', login);
      await checkBotToken(app, request, request.body.captchaToken, 'forgot');
      const user = await findActive(login);
      if (buttonChoice === 'MAIL') {
        if (user) {
          notifyLater(app.log, async () => {
            const link = await app.verifications.startLink({
              userId: user.id,
              purpose: 'RESET',
              ttlSeconds: app.config.LINK_TTL_MINUTES * 60,
            });
            await notify.mail(
              user,
              'reset',
              { login: user.login, link: `${app.config.publicUrl}/#/setpassword?sd=${link}` },
              lang,
            );
          });
        }
        return { sent: true as const };
      }
      // The key is made before knowing whether anyone gets a code, so both answers look alike.
      const verificationKey = randomBytes(24).toString('base64url');
      // Spacing and daily budget per login apply to any login, known or not: the same answers.
      const perLogin = await counters.hit('reset-code:login', normaliseLogin(login), resetBudget);
      if (!perLogin.allowed) throw new AppError(429, ERROR_CODES.tooManyRequests);
      const phone = user?.phone;
      if (user && phone) {
        notifyLater(app.log, async () => {
          // Per phone too (several logins may share one); past it nothing is sent, silently.
          if (!(await counters.hit('reset-code:phone', phone, resetBudget)).allowed) return;
          const flow = await app.verifications.start({
            userId: user.id,
            purpose: 'RESET',
            ttlSeconds: app.config.LINK_TTL_MINUTES * 60,
            verificationKey,
          });
          const code = await app.verifications.issueCode(flow, 'MOBILE', app.config.OTP_TTL_SECONDS);
          await notify.sms(user, 'code', { code }, lang);
        });
      }
      // Nothing of the phone is shown: it would tell that the login exists.
      return { verificationKey, channel: 'MOBILE' as const, maskedTo: HIDDEN_DESTINATION };
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
    async (request) => {
      const { flow, user } = await openFlow(flowDeps, request.body.verificationKey, 'RESET').catch(() => {
        throw new AppError(400, FLOW_ERRORS.codeInvalid);
      });
      assertCode(await app.verifications.checkCode(flow, request.body.otpCode, app.config.MAX_CODE_ATTEMPTS));
      return {
        verificationKey: flow.verificationKey,
        purpose: 'RESET' as const,
        login: user.login,
        passwordRules: await passwordRulesFor(flowDeps, user.id),
      };
    },
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
            email: z.string().trim().toLowerCase().max(254).optional(),
            telephone: z.string().trim().max(32).optional(),
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
      const { email, telephone, lang } = request.body;
      await app.limitIdentifier('forgot-login', email ?? telephone ?? '');
      await checkBotToken(app, request, request.body.captchaToken, 'forgot');
      notifyLater(app.log, async () => {
        const found = await app.db
          .select()
          .from(users)
          .where(
            or(
              email ? eq(users.email, email) : undefined,
              telephone ? eq(users.phone, telephone) : undefined,
            ),
          );
        for (const user of found) {
          if (email)
            await notify.mail(
              user,
              'login',
              { login: user.login, link: `${app.config.publicUrl}/#/login` },
              lang,
            );
          else await notify.sms(user, 'login', { login: user.login }, lang);
        }
      });
      return { sent: true as const };
    },
  );
}
