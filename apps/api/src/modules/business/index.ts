import type { FastifyInstance } from 'fastify';
import { acceptationRoutes } from './acceptation/acceptation.routes';
import { operationsRoutes } from './operations/operations.routes';
import { ordersRoutes } from './operations/orders.routes';
import { paymentConfirmRoutes } from './operations/payment-confirm.routes';
import { coctCompletionRoutes } from './actionnaire/coct-completion.routes';
import { assembleeRoutes } from './assemblee/assemblee.routes';
import { alertsRoutes, publicAlertsRoutes } from './alerts/alerts.routes';
import { avoirsRoutes } from './avoirs/avoirs.routes';
import { newsRoutes } from './news/news.routes';
import { portefeuilleRoutes } from './portefeuille/portefeuille.routes';
import { positionsRoutes } from './positions/positions.routes';
import { documentsRoutes } from './documents/documents.routes';
import { exportRoutes } from './historique/export.routes';
import { historiqueRoutes } from './historique/historique.routes';
import { titulaireRoutes } from './titulaire/titulaire.routes';
import { valeursRoutes } from './valeurs/valeurs.routes';
import { ostRoutes } from './corporate-actions/ost.routes';

/** The business service (/api/v1/business): every route needs a login and sees only its holder. */
export async function businessModule(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAuth);
  await app.register(titulaireRoutes);
  await app.register(newsRoutes);
  await app.register(alertsRoutes);
  await app.register(avoirsRoutes);
  await app.register(positionsRoutes);
  await app.register(portefeuilleRoutes);
  await app.register(valeursRoutes);
  await app.register(coctCompletionRoutes);
  await app.register(historiqueRoutes);
  await app.register(exportRoutes);
  await app.register(documentsRoutes);
  await app.register(acceptationRoutes);
  await app.register(operationsRoutes);
  await app.register(ordersRoutes);
  await app.register(paymentConfirmRoutes);
  await app.register(assembleeRoutes);
  await app.register(ostRoutes);
}

/** The few business routes visitors may call, under the same prefix but outside the login hook. */
export async function businessPublicModule(app: FastifyInstance) {
  await app.register(publicAlertsRoutes);
}
