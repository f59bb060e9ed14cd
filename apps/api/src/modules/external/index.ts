import type { FastifyInstance } from 'fastify';
import { captchaRoutes } from './captcha/captcha.routes';
import { notificationRoutes, paymentsRoutes, sandboxRoutes, type TPaymentsOptions } from './payments';
import { vialinkRoutes } from './identity-check/identity-check.routes';

/**
 * The external service (/api/v1/external): adapters to third parties (bot check, payment
 * providers, KYC). The app hands it business's side of the payables port (`options.payables`).
 * During maintenance (plugins/maintenance.ts) the providers' side stays open, so a payment started
 * before is still delivered; what a visitor or holder calls is refused.
 */
export async function externalModule(app: FastifyInstance, options: TPaymentsOptions) {
  const { payables } = options;
  // The payment providers call back without a login (signed notifications) and host their pages.
  await app.register(notificationRoutes, { payables });
  if (app.config.PAYMENT_PROVIDER === 'sandbox' || app.config.OPEN_BANKING_PROVIDER === 'sandbox')
    await app.register(sandboxRoutes, { payables });
  await app.register(async (closable) => {
    closable.addHook('onRequest', app.requireAlive);
    await closable.register(captchaRoutes);
    // The identity check serves visitors (second token of a pending sign-up) and connected users.
    await closable.register(vialinkRoutes);
    // The holder's payments need a login; the bot check above does not. The GED, executions and
    // the agreement are business features served under this prefix (businessExternalModule).
    await closable.register(async (signedIn) => {
      signedIn.addHook('onRequest', app.requireAuth);
      await signedIn.register(paymentsRoutes, { payables });
    });
  });
}

// What other modules use of the payments: their dependencies, the port business implements
// (what a payment pays), the provider-confirmed payment of a request and the refunds of closed
// requests.
export { createPayingDeps, createPaymentsDeps, type TPaymentsDeps } from './payments/deps';
export type { TPayable, TPayableRef, TPayables, TPayablesPort } from './payments/payables.port';
export { refundClosedRequest, sweepRefunds } from './payments/refunds.service';
export { confirmCardPayment, confirmLinxoPayment } from './payments/payments.service';
