import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZUserAccess } from '@nomina/domain';
import { authDeps } from '../auth.deps';
import { sendUserAccess } from '../authenticate/user-access';
import { ssoLogin } from './sso.service';

/** authenticate/setup-sso {token}: logs in the user an issuer vouches for (sso/{token} route). */
export async function ssoRoutes(app: FastifyInstance) {
  const { repositories, config, sessions, adapters } = authDeps(app);
  const loginDeps = { sso: repositories.sso, accounts: repositories.accounts, sessions };
  const accessDeps = { accounts: repositories.accounts, tokens: adapters.tokens, config };
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
    async (request, reply) =>
      sendUserAccess(accessDeps, reply, await ssoLogin(loginDeps, request.body.token)),
  );
}
