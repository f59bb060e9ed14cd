import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ibanCountries } from '@nomina/domain';

/** GET pays-iban-bic: the countries with an IBAN and its length (public reference data). */
export async function paysIbanBicRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/pays-iban-bic',
    {
      schema: {
        tags: ['resource'],
        summary: 'Countries with an IBAN and its length (IBAN registry)',
        response: { 200: z.array(z.object({ codeIso2: z.string(), longueur: z.number() })) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ibanCountries();
    },
  );
}
