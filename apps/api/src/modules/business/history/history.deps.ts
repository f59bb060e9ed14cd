import type { FastifyInstance } from 'fastify';
import { createPaymentsDeps, refundClosedRequest } from '../../external';
import { assertCategorieOpen } from '../../../access';
import type { THistoryDeps } from './history.service';

/** What the history services need, built once per plugin from the app (never the app itself). */
export function createHistoryDeps(app: FastifyInstance): THistoryDeps {
  const payments = createPaymentsDeps(app);
  return {
    db: app.db,
    assertOpen: (account, categorie) => assertCategorieOpen(app, account, categorie),
    sendRefunds: (idDemande) => refundClosedRequest(payments, idDemande),
  };
}
