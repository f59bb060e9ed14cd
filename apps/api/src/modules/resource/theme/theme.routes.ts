import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError, ZThemeRequest, ZThemeResponse } from '@nomina/domain';
import { findThemeByOrigin } from './theme.service';

export async function themeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/theme',
    {
      schema: {
        tags: ['resource'],
        summary: 'Theme of the page origin (unknown origins get theme 1)',
        body: ZThemeRequest,
        response: { 200: ZThemeResponse, 400: ZApiError },
      },
    },
    async (request) => findThemeByOrigin(app.db, request.body.url),
  );
}
