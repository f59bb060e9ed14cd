import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZEmetIden, ZLienUtile } from '@nomina/domain';
import { accountOf } from '../../../access';
import { usefulLinksOf } from './useful-links.service';
import { createResourceDeps } from '../resource.deps';

/** GET liens/{emetIden} (spec 2 §7): the useful links of the token's chosen issuer, and no other's. */
export async function liensRoutes(app: FastifyInstance) {
  const deps = createResourceDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/liens/:emetIden',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['resource'],
        summary: "External links of the chosen account's issuer (another issuer is refused)",
        params: z.object({ emetIden: ZEmetIden }),
        response: {
          200: z.array(ZLienUtile),
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          409: ZApiError,
        },
      },
    },
    async (request) => usefulLinksOf(deps, accountOf(request), request.params.emetIden),
  );
}
