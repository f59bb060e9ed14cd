import type { FastifyInstance } from 'fastify';
import { captchaRoutes } from './captcha/captcha.routes';
import { agreementRoutes } from './convention-titre/agreement.routes';
import { executionRoutes } from './execution/execution.routes';
import { gedRoutes } from './ged/ged.routes';
import { vialinkRoutes } from './vialink/vialink.routes';

/** The external service (/api/v1/external): adapters to third parties (bot check, payment, signature, KYC, GED). */
export async function externalModule(app: FastifyInstance) {
  await app.register(captchaRoutes);
  // The identity check serves visitors (second token of a pending sign-up) and connected users.
  await app.register(vialinkRoutes);
  // The holder's own data (GED, executions) needs a login; the bot check above does not.
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.requireAuth);
    await signedIn.register(gedRoutes);
    await signedIn.register(executionRoutes);
    await signedIn.register(agreementRoutes);
  });
}
