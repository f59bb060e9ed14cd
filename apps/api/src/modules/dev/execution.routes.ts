import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, PAYMENT_ERRORS, ZApiError, parisClock } from '@nomina/domain';
import { operations, orderRequests, securities, securityQuotes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TExecutionRunner } from '../business/operations/execution/execution-scheduler';

/**
 * The local venue's and registrar's helpers for testers and journeys (non-production): run the
 * execution engine now, record that a transfer or cheque arrived, set a security's last price.
 */
export async function devExecutionRoutes(app: FastifyInstance, options: { runner: TExecutionRunner }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dev'];
  routes.post(
    '/execution/run',
    {
      schema: {
        tags,
        summary: 'Runs the execution engine once (maxFill: at most that many per order, a partial fill)',
        body: z.object({ maxFill: z.number().int().min(1).max(1_000_000_000).optional() }).nullish(),
        response: {
          200: z.object({
            filled: z.number(),
            executed: z.number(),
            partial: z.number(),
            expired: z.number(),
          }),
        },
      },
    },
    (request) => options.runner.run(request.body?.maxFill),
  );
  routes.post(
    '/payments/funds-received',
    {
      schema: {
        tags,
        summary: 'The registrar received the transfer or cheque of an order',
        body: z.object({ refDemande: z.string().min(1).max(64) }),
        response: {
          200: z.object({ statutPaiement: z.literal('PAYE') }),
          400: ZApiError,
          404: ZApiError,
          409: ZApiError,
        },
      },
    },
    async (request) => {
      const [order] = await app.db
        .select({ idDemande: operations.idDemande })
        .from(operations)
        .where(eq(operations.reference, request.body.refDemande));
      if (!order) throw new AppError(404, ERROR_CODES.notFound);
      const updated = await app.db
        .update(orderRequests)
        .set({ statutPaiement: 'PAYE' })
        .where(
          and(
            eq(orderRequests.idDemande, order.idDemande),
            eq(orderRequests.statutPaiement, 'EN_ATTENTE_FONDS'),
          ),
        )
        .returning({ idDemande: orderRequests.idDemande });
      if (updated.length === 0) throw new AppError(409, PAYMENT_ERRORS.notDue);
      return { statutPaiement: 'PAYE' as const };
    },
  );
  routes.post(
    '/quotes',
    {
      schema: {
        tags,
        summary: "Sets a security's last price (the local venue trades at it)",
        body: z.object({ valeIden: z.number().int().positive(), cours: z.number().positive().max(1e6) }),
        response: {
          200: z.object({ valeIden: z.number(), cours: z.number() }),
          400: ZApiError,
          404: ZApiError,
        },
      },
    },
    async (request) => {
      const { valeIden, cours } = request.body;
      const today = parisClock(new Date()).day;
      const updated = await app.db
        .update(securities)
        .set({ cours, dateCours: today })
        .where(eq(securities.valeIden, valeIden))
        .returning({ valeIden: securities.valeIden });
      if (updated.length === 0) throw new AppError(404, ERROR_CODES.notFound);
      await app.db
        .insert(securityQuotes)
        .values({ valeIden, date: today, cours, plusHaut: cours, plusBas: cours })
        .onConflictDoUpdate({
          target: [securityQuotes.valeIden, securityQuotes.date],
          set: {
            cours,
            plusHaut: sql`greatest(${securityQuotes.plusHaut}, ${cours})`,
            plusBas: sql`least(${securityQuotes.plusBas}, ${cours})`,
          },
        });
      return { valeIden, cours };
    },
  );
}
