import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES, ZApiError, ZRefreshRequest, ZUserAccess } from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import { createLoginDeps } from './authenticate.deps';
import { refresh } from './login.service';
import { REFRESH_COOKIE, sendUserAccess } from './user-access';

/**
 * authenticate/refreshtoken: spends the refresh token (cookie) for the next pair. Its own plugin
 * because it stays open during maintenance (auth/index.ts): a session outlives the maintenance.
 */
export async function refreshTokenRoutes(app: FastifyInstance) {
  const { login: deps, access } = createLoginDeps(app);
  // Refreshing allows three times the login's rate a minute and address (a few tabs each refresh).
  const refreshRate = {
    rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE * 3, timeWindow: '1 minute' },
  };

  app.withTypeProvider<ZodTypeProvider>().post(
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
}
