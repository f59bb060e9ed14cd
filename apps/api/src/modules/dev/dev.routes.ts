import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZThemeResponse } from '@nomina/domain';
import { createDevDeps } from './dev.deps';
import { setThemeAliveAsTester } from './dev-helpers.service';
import { outboxRoutes } from './outbox.routes';
import { ssoLinkRoutes } from './sso-link.routes';
import { devExecutionRoutes, type TDevExecutionRunner } from './execution.routes';
import { deskHelperRoutes } from './desk-helper.routes';
import { profileReviewHelperRoutes } from './profile-review-helper.routes';

/**
 * Helpers for testers and end-to-end tests; registered only outside production
 * (see app.ts), so none of this exists on a production server.
 */
export async function devModule(app: FastifyInstance, options: { runner: TDevExecutionRunner }) {
  const deps = createDevDeps(app);
  await app.register(outboxRoutes);
  await app.register(devExecutionRoutes, { runner: options.runner });
  await app.register(ssoLinkRoutes);
  await app.register(deskHelperRoutes);
  await app.register(profileReviewHelperRoutes);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/themes/:themeId/alive',
    {
      schema: {
        tags: ['dev'],
        summary: 'Put a theme in maintenance (alive false) or take it out',
        params: z.object({ themeId: z.coerce.number().int().min(1).max(9999) }),
        body: z.object({ alive: z.boolean() }),
        response: { 200: ZThemeResponse, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => setThemeAliveAsTester(deps, request.params.themeId, request.body.alive),
  );
}
