import { and, desc, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outbox } from '../../db/schema';

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
    async (request) => {
      const { recipient, since, limit } = request.query;
      const rows = await app.db
        .select()
        .from(outbox)
        .where(
          and(
            recipient ? eq(outbox.recipient, recipient.toLowerCase()) : undefined,
            since ? gte(outbox.createdAt, new Date(since)) : undefined,
          ),
        )
        .orderBy(desc(outbox.createdAt))
        .limit(limit);
      return rows.map((row) => ({
        ...row,
        channel: row.channel as 'mail' | 'sms',
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
}
