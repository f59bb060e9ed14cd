import type { FastifyInstance } from 'fastify';
import { documentsRoutes } from './documents/documents.routes';
import { exportRoutes } from './historique/export.routes';
import { historiqueRoutes } from './historique/historique.routes';
import { titulaireRoutes } from './titulaire/titulaire.routes';

/** The business service (/api/v1/business): every route needs a login and sees only its holder. */
export async function businessModule(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAuth);
  await app.register(titulaireRoutes);
  await app.register(historiqueRoutes);
  await app.register(exportRoutes);
  await app.register(documentsRoutes);
}
