import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZEmetIden } from '@nomina/domain';
import { createDevDeps } from './dev.deps';
import { demoSsoLink } from './dev-helpers.service';

/** GET dev/sso-link: a working SSO link for a demo login, as the issuer's intranet would give. */
export async function ssoLinkRoutes(app: FastifyInstance) {
  const deps = createDevDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sso-link',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mint a demo SSO link (issuer with an SSO key)',
        querystring: z.object({ login: z.string().min(1).max(64), emetIden: ZEmetIden.default(1001) }),
        response: { 200: z.object({ token: z.string(), url: z.string() }), 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => demoSsoLink(deps, request.query),
  );
}
