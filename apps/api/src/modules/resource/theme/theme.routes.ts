import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError, ZThemeRequest, ZThemeResponse } from '@nomina/domain';
import { pageTheme } from './theme.service';
import { createResourceDeps } from '../resource.deps';

export async function themeRoutes(app: FastifyInstance) {
  const deps = createResourceDeps(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/theme',
    {
      schema: {
        tags: ['resource'],
        summary: 'Theme of the page origin (unknown origins get theme 1), or the theme the browser holds',
        description:
          'The page origin decides. Outside production only, a themeId (the demo theme switcher) is answered instead; the url is still checked.',
        body: ZThemeRequest,
        response: { 200: ZThemeResponse, 400: ZApiError },
      },
    },
    // In production the page origin alone decides (spec 1 §4, spec 3 §4): a body themeId is
    // only the non-production demo switcher's.
    async (request) => pageTheme(deps, request.body),
  );
}
