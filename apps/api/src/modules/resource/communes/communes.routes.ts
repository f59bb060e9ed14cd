import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZCommune, ZCommunesQuery } from '@nomina/domain';
import { findCommunes } from './communes.service';

/** GET communes?departement&codePostal: public reference data, cached a day by the browser. */
export async function communesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/communes',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['resource'],
        summary: 'The communes of a French postal code',
        querystring: ZCommunesQuery,
        response: { 200: z.array(ZCommune), 400: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return findCommunes(request.query.departement, request.query.codePostal);
    },
  );
}
