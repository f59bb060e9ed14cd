import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SITE_PARAMETER_NAMES, ZApiError, ZEmetIden, ZSiteParameter } from '@nomina/domain';
import { issuerParameter } from './parametre-site.service';
import { createResourceDeps } from '../resource.deps';

const ZQuery = z.object({ emetIden: ZEmetIden, paramName: z.enum(SITE_PARAMETER_NAMES) });

export async function parametreSiteRoutes(app: FastifyInstance) {
  const deps = createResourceDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/parametreSite',
    {
      schema: {
        tags: ['resource'],
        summary: 'A site parameter of an issuer (value split on ";")',
        querystring: ZQuery,
        response: { 200: ZSiteParameter, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => issuerParameter(deps, request.query.emetIden, request.query.paramName),
  );
}
