import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZIdInt4 } from '@nomina/domain';
import { createDevDeps } from './dev.deps';
import { recordFundsReceived, setQuote } from './dev-helpers.service';

/** The execution engine's runner app.ts builds (business), as these helpers call it. */
export type TDevExecutionRunner = {
  run: (maxFill?: number) => Promise<{ filled: number; executed: number; partial: number; expired: number }>;
};

/**
 * The local venue's and registrar's helpers for testers and journeys (non-production): run the
 * execution engine now, record that a transfer or cheque arrived, set a security's last price.
 */
export async function devExecutionRoutes(app: FastifyInstance, options: { runner: TDevExecutionRunner }) {
  const deps = createDevDeps(app);
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
    async (request) => recordFundsReceived(deps, request.body.refDemande),
  );
  routes.post(
    '/quotes',
    {
      schema: {
        tags,
        summary: "Sets a security's last price (the local venue trades at it)",
        body: z.object({ valeIden: ZIdInt4, cours: z.number().positive().max(1e6) }),
        response: {
          200: z.object({ valeIden: z.number(), cours: z.number() }),
          400: ZApiError,
          404: ZApiError,
        },
      },
    },
    async (request) => setQuote(deps, request.body.valeIden, request.body.cours),
  );
}
