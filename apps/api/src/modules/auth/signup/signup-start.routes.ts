import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZCaptchaToken, ZLinkInfo, ZSent, ZSignupIdentifier } from '@nomina/domain';
import { normaliseLogin } from '../authenticate/authenticate.service';
import { checkBotToken } from '../../../adapters/bot-check';
import { createNotifier } from '../messages/notify.deps';
import { notifyLater } from '../verifications/flow';
import { createSignupStartService } from './signup-start.service';
import { authDeps } from '../auth.deps';

/**
 * Sign-up step 1 (forgot/verifyIdentifiant) and the opening of any e-mail link
 * (forgot/verify-token). The answer to step 1 is the same whether the identifier exists,
 * is already active, or is unknown.
 */
export async function signupStartRoutes(app: FastifyInstance) {
  const { flow, repositories } = authDeps(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signup = createSignupStartService({
    flow,
    users: repositories.users,
    notify: createNotifier(app),
    config: app.config,
    later: (task) => notifyLater(app.log, task),
  });
  const limit = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

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
      return signup.sendActivation(login, request.body.lang);
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
    async (request) => signup.openLink(request.query.sd),
  );
}
