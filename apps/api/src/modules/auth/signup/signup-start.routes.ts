import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FLOW_ERRORS, ZApiError, ZCaptchaToken, ZLinkInfo, ZSent, ZSignupIdentifier } from '@nomina/domain';
import { badRequest } from '../../../lib/app-error';
import { normaliseLogin } from '../authenticate/authenticate.service';
import { checkBotToken } from '../../../adapters/bot-check';
import { createNotifier } from '../messages/notify';
import { notifyLater, passwordRulesFor } from '../verifications/flow';
import { authDeps } from '../auth.deps';

/**
 * Sign-up step 1 (forgot/verifyIdentifiant) and the opening of any e-mail link
 * (forgot/verify-token). The answer to step 1 is the same whether the identifier exists,
 * is already active, or is unknown.
 */
export async function signupStartRoutes(app: FastifyInstance) {
  const { flow: flowDeps, repositories } = authDeps(app);
  const { users } = repositories;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const notify = createNotifier(app);
  const limit = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
  const linkTtl = app.config.LINK_TTL_MINUTES * 60;

  routes.post(
    '/forgot/verifyIdentifiant',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Sign-up: send the activation e-mail for an identifier',
        body: z.object({
          login: ZSignupIdentifier,
          lang: z.string().max(8).optional(),
          captchaToken: ZCaptchaToken,
        }),
        response: { 200: ZSent, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      await checkBotToken(app, request, request.body.captchaToken, 'signup');
      const login = normaliseLogin(request.body.login);
      await app.limitIdentifier('signup', login);
      const { lang } = request.body;
      notifyLater(app.log, async () => {
        const user = await users.findByLogin(login);
        if (!user) return;
        if (user.passwordHash) {
          await notify.mail(user, 'signup-active', { login, link: `${app.config.publicUrl}/#/login` }, lang);
          return;
        }
        const link = await app.verifications.startLink({
          userId: user.id,
          purpose: 'SIGNUP',
          ttlSeconds: linkTtl,
        });
        await notify.mail(
          user,
          'signup',
          { login, link: `${app.config.publicUrl}/#/firstconnexion?sd=${link}` },
          lang,
        );
      });
      return { sent: true as const };
    },
  );

  routes.get(
    '/forgot/verify-token',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        summary: 'Open an e-mail link (sd): gives the flow it continues',
        querystring: z.object({ sd: z.string().min(20).max(100) }),
        response: { 200: ZLinkInfo, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const flow = await app.verifications.openLink(request.query.sd);
      const purpose = flow?.purpose;
      if (!flow?.userId || (purpose !== 'SIGNUP' && purpose !== 'RESET'))
        throw badRequest(FLOW_ERRORS.linkInvalid);
      const user = await flowDeps.users.findById(flow.userId!);
      if (!user) throw badRequest(FLOW_ERRORS.linkInvalid);
      return {
        verificationKey: flow.verificationKey,
        purpose: purpose as 'SIGNUP' | 'RESET',
        login: user.login,
        passwordRules: await passwordRulesFor(flowDeps, user.id),
      };
    },
  );
}
