import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZDispenseAcompteRequest,
  ZEAbonnementRequest,
  ZEConvocationRequest,
  ZEServicesState,
  ZExemptionState,
} from '@nomina/domain';
import { authOf } from '../../../plugins/auth';
import { accountOf, requireModule } from '../../../access';
import {
  readEServices,
  readExemptions,
  requestExemption,
  saveEAbonnement,
  saveEConvocation,
} from './settings.service';
import { createSettingsDeps } from './settings.deps';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 409: ZApiError };

/** Settings of the chosen account (spec 3 §1): e-services, e-convocation, advance-payment exemption. */
export async function settingsRoutes(app: FastifyInstance) {
  const deps = createSettingsDeps(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const eServices = requireModule(app, 'e_services');
  const eConvocation = requireModule(app, 'e_convocation');
  const exemption = requireModule(app, 'dispense_acompte');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  routes.get(
    '/e-services',
    {
      schema: {
        tags: ['business'],
        summary: 'E-services and e-convocation choices of the chosen account, with the e-mail on file',
        response: { 200: ZEServicesState, ...errors },
      },
    },
    async (request) => readEServices(deps, accountOf(request).tituNume),
  );

  routes.post(
    '/insert/e-abonnement',
    {
      preHandler: eServices,
      schema: {
        tags: ['business'],
        summary: 'Subscribe to electronic documents (with the legal confirmation) or go back to paper',
        body: ZEAbonnementRequest,
        response: { 200: ZEServicesState, ...errors },
      },
    },
    async (request) => saveEAbonnement(deps, accountOf(request).tituNume, request.body),
  );

  routes.post(
    '/update/e-convocation',
    {
      preHandler: eConvocation,
      schema: {
        tags: ['business'],
        summary: 'Receive general-meeting convocations by e-mail (true) or by post (false)',
        body: ZEConvocationRequest,
        response: { 200: ZEServicesState, ...errors },
      },
    },
    async (request) => saveEConvocation(deps, accountOf(request).tituNume, request.body.abonne),
  );

  routes.get(
    '/dispense-acompte',
    {
      preHandler: exemption,
      schema: {
        tags: ['business'],
        summary: 'The exemption window and the requests made (FRANCE, DOM, TOM tax residents only)',
        response: { 200: ZExemptionState, ...errors },
      },
    },
    async (request) => readExemptions(deps, accountOf(request).tituNume, new Date()),
  );

  routes.post(
    '/update/dispense-acompte',
    {
      preHandler: exemption,
      schema: {
        tags: ['business'],
        summary: 'Request exemption from the income-tax advance on dividends for next year (sworn statement)',
        description:
          '403 upi.guard.french.taxresidence outside FRANCE, DOM, TOM; 409 dispense_acompte.error.closed after 30 November, dispense_acompte.error.already for a second request of the year.',
        body: ZDispenseAcompteRequest,
        response: { 200: ZExemptionState, ...errors },
      },
    },
    async (request) =>
      requestExemption(
        deps,
        { tituNume: accountOf(request).tituNume, userId: authOf(request).userId },
        request.body,
        new Date(),
      ),
  );
}
