import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createHealthDeps } from './health.deps';
import { healthOf } from './health.service';

/** GET /api/health: the process answers and its database does too. */
export async function healthRoutes(app: FastifyInstance) {
  const deps = createHealthDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgresql']) }) },
      },
    },
    async () => healthOf(deps),
  );
}
