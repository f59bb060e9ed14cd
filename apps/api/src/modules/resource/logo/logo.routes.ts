import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZEmetIden, ZLogo } from '@nomina/domain';
import { findLogo } from './logo.service';
import { createResourceDeps } from '../resource.deps';

const ZQuery = z.object({
  emetIden: ZEmetIden.optional(),
  themeId: z.coerce.number().int().min(1).max(9999).optional(),
});

/** GET logo: the logo of an issuer (by emetIden) or of a theme's own issuer (by themeId). */
export async function logoRoutes(app: FastifyInstance) {
  const deps = createResourceDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/logo',
    {
      schema: {
        tags: ['resource'],
        summary: 'Logo of an issuer or of a theme',
        querystring: ZQuery,
        response: { 200: ZLogo, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => findLogo(deps, request.query),
  );
}
