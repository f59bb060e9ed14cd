import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZLogoutRequest } from '@nomina/domain';
import { authDeps } from '../auth.deps';
import { REFRESH_COOKIE } from '../authenticate/user-access';

/** POST logout {token}: revokes the token's session, even when the token has just expired. */
export async function logoutRoutes(app: FastifyInstance) {
  const { sessions } = authDeps(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/logout',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE * 3, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Log out: revoke the session of the token',
        body: ZLogoutRequest,
        response: { 200: z.object({ success: z.boolean() }), 400: ZApiError },
      },
    },
    async (request, reply) => {
      const claims = await app.tokens.verify(request.body.token, { allowExpired: true });
      if (claims) await sessions.revoke(claims.sessionId, 'logout');
      reply.clearCookie(REFRESH_COOKIE, { path: '/api/v1/auth' });
      return { success: Boolean(claims) };
    },
  );
}
