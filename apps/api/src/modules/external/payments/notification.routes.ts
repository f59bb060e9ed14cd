import type { FastifyInstance } from 'fastify';
import { PAYMENT_SIGNATURE_HEADER } from '@nomina/domain';
import { createPayingDeps, type TPaymentsOptions } from './deps';
import { receiveNotification } from './payments.service';

/**
 * The providers' server-to-server notifications (no login: the HMAC signature of the raw body is
 * the proof). The body is kept as received, since the signature covers its exact bytes.
 */
export async function notificationRoutes(app: FastifyInstance, options: TPaymentsOptions) {
  const deps = createPayingDeps(app, options.payables);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, body),
  );
  for (const provider of ['cb', 'linxo']) {
    app.post(
      `/paiement/notification/${provider}`,
      {
        config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: { tags: ['external'], summary: `Signed payment notification (${provider})` },
      },
      async (request) => {
        const header = request.headers[PAYMENT_SIGNATURE_HEADER];
        return receiveNotification(
          deps,
          String(request.body ?? ''),
          Array.isArray(header) ? header[0] : header,
        );
      },
    );
  }
}
