import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZModuleGroup } from '@nomina/domain';
import { authOf } from '../../../plugins/auth';
import { menuOf } from './modules.service';
import { createResourceDeps } from '../resource.deps';

/** GET modules: the menu and habilitations of the token's chosen account, never another's. */
export async function modulesRoutes(app: FastifyInstance) {
  const deps = createResourceDeps(app);
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
    async (request) => menuOf(deps, authOf(request)),
  );
}
