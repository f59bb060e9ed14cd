import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZStatutPaiement } from '@nomina/domain';
import { createOrderFundsDeps } from './order-funds.deps';
import { recordOrderFunds } from './order-funds.service';

/** An order's reference (refDemande, `ORD…`) in a path: letters, digits, `-` and `_`. */
const ZRefDemande = z.object({ refDemande: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const ZOrderFunds = z.object({
  refDemande: z.string(),
  idDemande: z.string(),
  statutPaiement: ZStatutPaiement,
});

/**
 * The registrar's side of the orders paid by transfer or cheque (under /ordres, the desk's
 * credential): such an order waits (EN_ATTENTE_FONDS) until the desk records that its funds
 * arrived; then it is paid and the execution engine routes it.
 */
export async function orderFundsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = createOrderFundsDeps(app);

  routes.post(
    '/:refDemande/fonds',
    {
      schema: {
        tags: ['desk'],
        summary:
          'Record that the transfer or cheque of an order awaiting its funds arrived: the order is paid',
        description:
          '404 for an unknown order; 409 payment.error.notDue when the order does not await funds (already paid, paid by card or open banking, cancelled, expired).',
        params: ZRefDemande,
        response: { 200: ZOrderFunds, 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) => recordOrderFunds(deps, request.params.refDemande),
  );
}
