import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError, ZThemeRequest, ZThemeResponse } from '@nomina/domain';
import { findTheme, findThemeByOrigin, hostOf } from './theme.service';

export async function themeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/theme',
    {
      schema: {
        tags: ['resource'],
        summary: 'Theme of the page origin (unknown origins get theme 1), or the theme the browser holds',
        description:
          'With themeId (the stored theme of a signed-in user, or the demo switcher), that theme is answered; the url is still checked.',
        body: ZThemeRequest,
        response: { 200: ZThemeResponse, 400: ZApiError },
      },
    },
    async (request) => {
      const { url, themeId } = request.body;
      if (themeId === undefined) return findThemeByOrigin(app.db, url);
      hostOf(url);
      return findTheme(app.db, themeId);
    },
  );
}
