import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAlert, ZAlertsQuery, ZApiError, ZPublicAlertsQuery } from '@nomina/domain';
import { accountOf } from '../../../../access';
import { readAccountAlerts, readAlerts } from './alerts.service';
import { createDashboardDeps } from '../dashboard.deps';

/** GET alerts?codeLangue&themeId for a signed-in holder (theme of the chosen account by default). */
export async function alertsRoutes(app: FastifyInstance) {
  const deps = createDashboardDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/alerts',
    {
      schema: {
        tags: ['business'],
        summary: 'Alerts in force for a theme (default: the chosen account’s theme)',
        querystring: ZAlertsQuery,
        response: { 200: z.array(ZAlert), 400: ZApiError, 401: ZApiError, 409: ZApiError },
      },
    },
    (request) => readAccountAlerts(deps, accountOf(request).emetIden, request.query),
  );
}

/** GET alertsWithoutToken?codeLangue&themeId: the same alerts for visitors, without a login. */
export async function publicAlertsRoutes(app: FastifyInstance) {
  const deps = createDashboardDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/alertsWithoutToken',
    {
      schema: {
        tags: ['business'],
        summary: 'Alerts in force for a theme, for visitors (no token)',
        querystring: ZPublicAlertsQuery,
        response: { 200: z.array(ZAlert), 400: ZApiError },
      },
    },
    (request) => readAlerts(deps, request.query.themeId, request.query.codeLangue),
  );
}
