import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZAssemblee } from '@nomina/domain';
import { accountOf } from '../../../access';
import { readAssemblees } from './meetings.service';
import { createMeetingsDeps } from './meetings.deps';

/**
 * GET assembleeGenerale (spec 2 §7): the chosen account's issuer's meetings. assemblees_generales
 * is a menu group without sub-modules, so there is no habilitation key to check (as doc_generique).
 */
export async function assembleeRoutes(app: FastifyInstance) {
  const deps = createMeetingsDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/assembleeGenerale',
    {
      schema: {
        tags: ['business'],
        summary: "Up to four general meetings of the chosen account's issuer, with their computed statut",
        response: { 200: z.array(ZAssemblee), 401: ZApiError, 409: ZApiError },
      },
    },
    (request) => readAssemblees(deps, accountOf(request).emetIden, { viaSso: request.viaSso }),
  );
}
