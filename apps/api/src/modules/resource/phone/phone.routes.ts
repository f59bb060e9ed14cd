import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZEmetIden, ZPhoneSettings } from '@nomina/domain';
import { issuerPhoneRules } from '../parametre-site/parametre-site.service';
import { createResourceDeps } from '../resource.deps';

/** GET phone: the dial codes an issuer's holders may use, and those that must be mobiles. */
export async function phoneRoutes(app: FastifyInstance) {
  const deps = createResourceDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/phone',
    {
      schema: {
        tags: ['resource'],
        summary: 'Allowed dial codes and strong mobile-check dial codes of an issuer',
        querystring: z.object({ emetIden: ZEmetIden }),
        response: { 200: ZPhoneSettings, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => issuerPhoneRules(deps, request.query.emetIden),
  );
}
