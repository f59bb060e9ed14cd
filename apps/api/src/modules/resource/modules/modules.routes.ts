import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, ZApiError, ZModuleGroup } from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import { authOf } from '../../../plugins/auth';
import { readModules } from './modules.service';

/** GET modules: the menu and habilitations of the token's chosen account, never another's. */
export async function modulesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/modules',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['resource'],
        summary: 'Menu groups and sub-modules with the chosen account’s habilitations',
        response: { 200: z.array(ZModuleGroup), 401: ZApiError, 409: ZApiError },
      },
    },
    async (request) => {
      const { actiIden, emetIden } = authOf(request);
      if (actiIden === null || emetIden === null) throw new AppError(409, ERROR_CODES.noAccountSelected);
      return readModules(app.db, { actiIden, emetIden });
    },
  );
}
