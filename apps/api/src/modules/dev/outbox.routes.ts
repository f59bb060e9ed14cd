import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDevDeps } from './dev.deps';
import { outboxMessages } from './dev-helpers.service';

const ZMessage = z.object({
  id: z.string(),
  channel: z.enum(['mail', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

/** GET dev/outbox: what the local mail and SMS transports "sent", newest first. */
export async function outboxRoutes(app: FastifyInstance) {
  const deps = createDevDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages kept by the local mail and SMS transports',
        querystring: z.object({
          recipient: z.string().max(320).optional(),
          since: z.iso.datetime().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.array(ZMessage) },
      },
    },
    async (request) => outboxMessages(deps, request.query),
  );
}
