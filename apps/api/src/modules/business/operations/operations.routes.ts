import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZAvoirsAVendre,
  ZAvoirsAVendreQuery,
  ZBaremeLevee,
  ZBaremeLeveeQuery,
  ZClosedDays,
  ZClosedDaysQuery,
  ZCompteBancaireFichier,
  ZDroitsExercables,
  ZOrderStatus,
  ZOrderStatusQuery,
  ZTauxTva,
} from '@nomina/domain';
import { accountOf, requireModule } from '../../../access';
import { createOperationsDeps } from './deps';
import {
  readAvoirsAVendre,
  readBaremeLevee,
  readClosedDays,
  readCompteBancaire,
  readDroitsExercables,
  readOrderStatus,
  readTauxTva,
} from './reference.service';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/** Reference data of the order screens (spec 3 §7): closed days, VAT, sellable holdings, exercisable grants. */
export async function operationsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = createOperationsDeps(app);
  const tags = ['business'];
  routes.get(
    '/operation/closed-days',
    {
      schema: {
        tags,
        summary: 'Closed market days in a range',
        querystring: ZClosedDaysQuery,
        response: { 200: ZClosedDays, ...errors },
      },
    },
    (request) => readClosedDays(deps, request.query),
  );
  routes.get(
    '/operation/tauxTva',
    { schema: { tags, summary: 'VAT rate on fees, in percent', response: { 200: ZTauxTva, ...errors } } },
    (request) => readTauxTva(deps, accountOf(request)),
  );
  routes.get(
    '/operation/avoirs-a-vendre',
    {
      preHandler: requireModule(app, 'passage_operations', 'operation_vendre'),
      schema: {
        tags,
        summary: 'Sellable holdings of a security per holding mode',
        querystring: ZAvoirsAVendreQuery,
        response: { 200: ZAvoirsAVendre, ...errors },
      },
    },
    (request) => readAvoirsAVendre(deps, accountOf(request), request.query.valeIden),
  );
  routes.get(
    '/operation/compte-bancaire',
    {
      schema: {
        tags,
        summary: 'The bank account on file, IBAN masked',
        response: { 200: ZCompteBancaireFichier, ...errors },
      },
    },
    (request) => readCompteBancaire(deps, accountOf(request)),
  );
  routes.get(
    '/operation/droits-exercables',
    {
      preHandler: requireModule(app, 'passage_operations', 'operation_exercer'),
      schema: {
        tags,
        summary: 'Option grants exercisable today',
        response: { 200: ZDroitsExercables, ...errors },
      },
    },
    (request) => readDroitsExercables(deps, accountOf(request)),
  );
  routes.get(
    '/operation/baremeLevee',
    {
      preHandler: requireModule(app, 'passage_operations', 'operation_exercer'),
      schema: {
        tags,
        summary: 'Exercise fee schedule and its fees for an amount',
        querystring: ZBaremeLeveeQuery,
        response: { 200: ZBaremeLevee, ...errors },
      },
    },
    (request) => readBaremeLevee(deps, accountOf(request), request.query),
  );
  routes.get(
    '/operation/statut-ordre',
    {
      schema: {
        tags,
        summary: 'An on-line order: status, payment, fills',
        querystring: ZOrderStatusQuery,
        response: { 200: ZOrderStatus, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readOrderStatus(deps, accountOf(request), request.query.refDemande);
    },
  );
}
