import type { FastifyInstance } from 'fastify';
import { acceptationRoutes } from './acceptance/acceptance.routes';
import { operationsRoutes } from './operations/operations.routes';
import { ordersRoutes } from './operations/orders.routes';
import { paymentConfirmRoutes } from './operations/payment-confirm.routes';
import { coctCompletionRoutes } from './profile/agreement-status/coct-completion.routes';
import { assembleeRoutes } from './meetings/meetings.routes';
import { alertsRoutes, publicAlertsRoutes } from './dashboard/alerts/alerts.routes';
import { avoirsRoutes } from './portfolio/avoirs/avoirs.routes';
import { newsRoutes } from './dashboard/news/news.routes';
import { portefeuilleRoutes } from './portfolio/portfolio.routes';
import { positionsRoutes } from './portfolio/positions/positions.routes';
import { documentsRoutes } from './documentation/documentation.routes';
import { exportRoutes } from './history/export.routes';
import { historiqueRoutes } from './history/history.routes';
import { titulaireRoutes } from './portfolio/titulaire/titulaire.routes';
import { profileRoutes } from './profile/profile.routes';
import { bankDetailsRoutes } from './profile/bank-details/bank-details.routes';
import { profileDocumentsRoutes } from './profile/documents/profile-documents.routes';
import { valeursRoutes } from './portfolio/valeurs/valeurs.routes';
import { settingsRoutes } from './settings/settings.routes';
import { selfcareRoutes, selfcarePublicRoutes } from './support/support.routes';
import { ostRoutes } from './corporate-actions/ost.routes';
import { gedRoutes } from './documentation/ged.routes';
import { executionDetailsRoutes } from './history/execution-details.routes';
import { agreementRoutes } from './profile/agreement/agreement.routes';

/**
 * The business service (/api/v1/business): every route needs a login and sees only its holder,
 * and is refused during maintenance (plugins/maintenance.ts).
 */
export async function businessModule(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAuth);
  app.addHook('onRequest', app.requireAlive);
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
  await app.register(profileRoutes);
  await app.register(profileDocumentsRoutes);
  await app.register(bankDetailsRoutes);
  await app.register(settingsRoutes);
  await app.register(selfcareRoutes);
  await app.register(ostRoutes);
}

/**
 * The few business routes visitors may call, under the same prefix but outside the login hook. The
 * alerts stay open during maintenance (a page may show them); the contact form is refused.
 */
export async function businessPublicModule(app: FastifyInstance) {
  await app.register(publicAlertsRoutes);
  await app.register(async (closable) => {
    closable.addHook('onRequest', app.requireAlive);
    await closable.register(selfcarePublicRoutes);
  });
}

/**
 * Business features whose calls the spec places under the external service: the GED
 * (documentation), an order's executions (history) and the account agreement (profile). Their data
 * is the portal's own, so their code lives with their feature; app.ts mounts them under
 * /api/v1/external (docs/decisions/002). Every route needs a login and is refused during
 * maintenance.
 */
export async function businessExternalModule(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAuth);
  app.addHook('onRequest', app.requireAlive);
  await app.register(gedRoutes);
  await app.register(executionDetailsRoutes);
  await app.register(agreementRoutes);
}

// What the support desk (modules/desk) and its non-production helpers (modules/dev) use of
// business: the support threads and the profile's files and bank details.
export { SUPPORT_BODY_LIMIT, SUPPORT_MULTIPART_LIMITS, readSupportUpload } from './support/attachments';
export { createSelfcareDeps } from './support/support.deps';
export type { TRequestRow } from './support/support.repository';
export {
  answerSupportRequest,
  closeSupportRequest,
  requestThread,
  type TSelfcareDeps,
} from './support/support.service';
export { createProfileFileStore, type TProfileFileStore } from './profile/documents/profile-file-store';
export { createBankDetailsRepository } from './profile/bank-details/bank-details.repository';
// What the payments (modules/external) are handed by the app: business's side of their payables
// port (what a payment pays and how it may be paid).
export { payables } from './payables/payables';
