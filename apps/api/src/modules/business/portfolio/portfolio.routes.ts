import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError, ZPortefeuilleDroits, ZPortefeuilleTitres } from '@nomina/domain';
import { accountOf, requireModule } from '../../../access';
import { readDroits } from './droits.service';
import { readTitres } from './titres.service';
import { createPortfolioDeps } from './portfolio.deps';

const errors = { 401: ZApiError, 403: ZApiError, 409: ZApiError };

/**
 * GET portefeuille/titres and portefeuille/droits: the chosen account's securities and rights. Each
 * needs the group's own module, `portefeuille` (spec 3 §6), then the tab's.
 */
export async function portefeuilleRoutes(app: FastifyInstance) {
  const deps = createPortfolioDeps(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/portefeuille/titres',
    {
      preHandler: requireModule(app, 'portefeuille', 'titres'),
      schema: {
        tags: ['business'],
        summary: 'Securities of the chosen account, valued at the last quote',
        response: { 200: ZPortefeuilleTitres, ...errors },
      },
    },
    (request) => readTitres(deps, accountOf(request)),
  );
  routes.get(
    '/portefeuille/droits',
    {
      preHandler: requireModule(app, 'portefeuille', 'droits'),
      schema: {
        tags: ['business'],
        summary: 'Free shares and stock options of the chosen account, grouped by kind',
        response: { 200: ZPortefeuilleDroits, ...errors },
      },
    },
    (request) => readDroits(deps, accountOf(request)),
  );
}
