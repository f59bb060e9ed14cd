import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZLoginRequest, ZOtpChallenge, ZSelectAccountRequest, ZUserAccess } from '@nomina/domain';
import { authOf } from '../../../plugins/auth';
import { createLoginDeps } from './authenticate.deps';
import { chooseAccount, logIn } from './login.service';
import { sendUserAccess } from './user-access';

/** authenticate (password login) and authenticate/user-token (account choice). */
export async function authenticateRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { login: deps, access } = createLoginDeps(app);

  // The login counts its requests per address itself (AUTH_RATE_LIMIT_PER_MINUTE), in the
  // statement that reads the user: authenticate.service.ts.
  routes.post(
    '/authenticate',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with login and password',
        description:
          '401 login.error.credentials for any wrong pair; 423 login.error.locked once the attempt limit is reached. A user with the one-time-code step gets an OTP challenge and a code by SMS.',
        body: ZLoginRequest,
        response: {
          200: z.union([ZUserAccess, ZOtpChallenge]),
          400: ZApiError,
          401: ZApiError,
          423: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request, reply) => {
      // A closed connection destroys the reply (not only the request, which ends with its body).
      const result = await logIn(deps, request.body, request.ip, () => reply.raw.destroyed);
      return 'challenge' in result ? result.challenge : sendUserAccess(access, reply, result.opened);
    },
  );

  routes.post(
    '/authenticate/user-token',
    {
      onRequest: app.requireAuth,
      // Account selection comes before the terms page (both outside the shell).
      config: { allowsPendingTerms: true },
      schema: {
        tags: ['auth'],
        summary: 'Choose one of the user’s accounts; gives a token bound to it and the theme of its issuer',
        body: ZSelectAccountRequest,
        response: {
          200: z.object({ token: z.string(), idTheme: z.number().int() }),
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
        },
      },
    },
    async (request) => chooseAccount(deps, authOf(request), request.body),
  );
}
