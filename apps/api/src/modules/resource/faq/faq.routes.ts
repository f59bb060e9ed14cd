import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZFaqEntry, ZFaqQuery } from '@nomina/domain';
import { listFaq } from './faq.service';
import { createResourceDeps } from '../resource.deps';

/** GET faq (spec 3 §7 resource faq, piLoggedFaq): questions and answers as translation keys. */
export async function faqRoutes(app: FastifyInstance) {
  const deps = createResourceDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/faq',
    {
      schema: {
        tags: ['resource'],
        summary: 'FAQ entries for visitors (piLoggedFaq=false) or signed-in holders (true)',
        querystring: ZFaqQuery,
        response: { 200: z.array(ZFaqEntry), 400: ZApiError },
      },
    },
    async (request) => listFaq(deps, request.query.piLoggedFaq),
  );
}
