import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZUserAccess } from '@nomina/domain';
import { openSession } from '../sessions/session.service';
import { listComptes, sendUserAccess, soleAccount } from '../authenticate/user-access';
import { verifySsoToken } from './sso.service';

/** authenticate/setup-sso {token}: logs in the user an issuer vouches for (sso/{token} route). */
export async function ssoRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/authenticate/setup-sso',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Log in with an SSO token signed by the issuer',
        body: z.object({ token: z.string().min(1).max(4096) }),
        response: { 200: ZUserAccess, 400: ZApiError, 401: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const user = await verifySsoToken(app, request.body.token);
      const comptes = await listComptes(app, user.id);
      const { session, refreshToken } = await openSession(app.db, {
        userId: user.id,
        ttlHours: app.config.SESSION_TTL_HOURS,
        isSso: true,
        account: soleAccount(comptes),
      });
      return sendUserAccess(app, reply, { session, refreshToken, login: user.login });
    },
  );
}
