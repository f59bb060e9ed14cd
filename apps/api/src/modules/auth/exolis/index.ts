import type { FastifyInstance } from 'fastify';
import { exolisFinishRoutes } from './exolis-finish.routes';
import { exolisIdentityRoutes } from './exolis-identity.routes';
import { exolisLoginRoutes } from './exolis-login.routes';

/** The old-account sub-flow: authenticate/exolis and the eight exolis/* calls. */
export async function exolisRoutes(app: FastifyInstance) {
  await app.register(exolisLoginRoutes);
  await app.register(exolisIdentityRoutes);
  await app.register(exolisFinishRoutes);
}
