import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_CODES,
  ZApiError,
  ZLoginRequest,
  ZOtpChallenge,
  ZRefreshRequest,
  ZSelectAccountRequest,
  ZUserAccess,
} from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import { authOf } from '../../../plugins/auth';
import { createLoginDeps } from './authenticate.deps';
import { chooseAccount, logIn, refresh } from './login.service';
import { REFRESH_COOKIE, sendUserAccess } from './user-access';

export async function authenticateRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { login: deps, access } = createLoginDeps(app);
  // Refreshing allows three times the login's rate a minute and address (a few tabs each refresh).
  const refreshRate = {
    rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE * 3, timeWindow: '1 minute' },
  };

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
      const result = await logIn(deps, request.body, request.ip);
      return 'challenge' in result ? result.challenge : sendUserAccess(access, reply, result.opened);
    },
  );

  routes.post(
    '/authenticate/refreshtoken',
    {
      config: refreshRate,
      schema: {
        tags: ['auth'],
        summary: 'Spend the refresh token (cookie) for a new access token and refresh token',
        description: 'A refresh token presented twice revokes its whole session.',
        body: ZRefreshRequest,
        response: { 200: ZUserAccess, 400: ZApiError, 401: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw new AppError(401, ERROR_CODES.sessionEnded);
      const result = await refresh(deps, presented, request.body.idRefreshToken);
      if ('opened' in result) return sendUserAccess(access, reply, result.opened);
      request.log.warn({ reason: result.refused, session: request.body.idRefreshToken }, 'refresh refused');
      reply.clearCookie(REFRESH_COOKIE, { path: '/api/v1/auth' });
      throw new AppError(401, ERROR_CODES.sessionEnded);
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
