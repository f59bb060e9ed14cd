import type { FastifyInstance } from 'fastify';
import { captchaRoutes } from './captcha/captcha.routes';
import { agreementRoutes } from './convention-titre/agreement.routes';
import { executionRoutes } from './execution/execution.routes';
import { gedRoutes } from './ged/ged.routes';
import { notificationRoutes, paymentsRoutes, sandboxRoutes } from './payments';
import { vialinkRoutes } from './identity-check/identity-check.routes';

/** The external service (/api/v1/external): adapters to third parties (bot check, payment, signature, KYC, GED). */
export async function externalModule(app: FastifyInstance) {
  await app.register(captchaRoutes);
  // The identity check serves visitors (second token of a pending sign-up) and connected users.
  await app.register(vialinkRoutes);
  // The payment providers call back without a login (signed notifications) and host their pages.
  await app.register(notificationRoutes);
  if (app.config.PAYMENT_PROVIDER === 'sandbox' || app.config.OPEN_BANKING_PROVIDER === 'sandbox')
    await app.register(sandboxRoutes);
  // The holder's own data (GED, executions) needs a login; the bot check above does not.
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.requireAuth);
    await signedIn.register(gedRoutes);
    await signedIn.register(executionRoutes);
    await signedIn.register(paymentsRoutes);
    await signedIn.register(agreementRoutes);
  });
}

// What other modules use of the payments: their dependencies, the check of a payment mode, the
// provider-confirmed payment of an order and the refunds of closed requests.
export { createPaymentsDeps, type TPaymentsDeps } from './payments/deps';
export { refundClosedRequest, sweepRefunds } from './payments/refunds.service';
export { confirmCardPayment, confirmLinxoPayment } from './payments/payments.service';
export { checkPaymentMode } from './payments/payment-mode.service';
