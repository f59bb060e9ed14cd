import type { FastifyInstance } from 'fastify';
import { exolisFinishRoutes } from './old-account-finish.routes';
import { exolisIdentityRoutes } from './old-account-identity.routes';
import { exolisLoginRoutes } from './old-account-login.routes';

/** The old-account sub-flow: authenticate/exolis, the eight exolis/* calls and its SMS consent. */
export async function exolisRoutes(app: FastifyInstance) {
  await app.register(exolisLoginRoutes);
  await app.register(exolisIdentityRoutes);
  await app.register(exolisFinishRoutes);
}
