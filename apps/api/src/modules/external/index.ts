import type { FastifyInstance } from 'fastify';
import { captchaRoutes } from './captcha/captcha.routes';

/** The external service (/api/v1/external): adapters to third parties (bot check, payment, signature, KYC, GED). */
export async function externalModule(app: FastifyInstance) {
  await app.register(captchaRoutes);
}
