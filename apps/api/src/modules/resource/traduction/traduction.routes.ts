import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, ZApiError, ZTranslationList, normaliseLanguage } from '@nomina/domain';
import { notFound } from '../../../lib/app-error';
import { themeExists } from '../theme/theme.service';

const ZParams = z.object({
  lang: z.string().min(1).max(8),
  themeId: z.coerce.number().int().min(1).max(9999),
});

/** GET traduction/{lang}/{themeId}: no login, cacheable, 304 on a matching If-None-Match. */
export async function traductionRoutes(app: FastifyInstance) {
  const cache = app.translations;

  app.withTypeProvider<ZodTypeProvider>().get(
    '/traduction/:lang/:themeId',
    {
      schema: {
        tags: ['resource'],
        summary: 'Translations of a language for a theme (key, libelle)',
        params: ZParams,
        description: 'Answers 304 with no body when If-None-Match matches the ETag.',
        response: { 200: ZTranslationList, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const language = normaliseLanguage(request.params.lang);
      if (!language) throw notFound(ERROR_CODES.unknownLanguage);
      const { themeId } = request.params;
      if (!(await themeExists(app.db, themeId))) throw notFound(ERROR_CODES.unknownTheme);
      const bundle = await cache.get(language, themeId);
      reply
        .header('etag', bundle.etag)
        .header('cache-control', 'public, max-age=60, must-revalidate')
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === bundle.etag)
        return reply.status(304 as 200).send(undefined as never);
      // The pre-serialised bytes bypass the schema serialiser; they were built from the same list.
      reply.header('content-type', 'application/json; charset=utf-8');
      const accepted = request.headers['accept-encoding'] ?? '';
      if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(bundle.brotli as never);
      if (/\bgzip\b/.test(accepted))
        return reply.header('content-encoding', 'gzip').send(bundle.gzip as never);
      return reply.send(bundle.json as never);
    },
  );
}
