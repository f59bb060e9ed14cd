import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZTranslationList } from '@nomina/domain';
import { acceptedEncoding } from '../../../lib/accepted-encoding';
import { translationBundle } from './traduction.service';
import { createResourceDeps } from '../resource.deps';

const ZParams = z.object({
  lang: z.string().min(1).max(8),
  themeId: z.coerce.number().int().min(1).max(9999),
});

/** GET traduction/{lang}/{themeId}: no login, cacheable, 304 on a matching If-None-Match. */
export async function traductionRoutes(app: FastifyInstance) {
  const deps = createResourceDeps(app);

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
      const bundle = await translationBundle(deps, request.params.lang, request.params.themeId);
      reply
        .header('etag', bundle.etag)
        .header('cache-control', 'public, max-age=60, must-revalidate')
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === bundle.etag)
        return reply.status(304 as 200).send(undefined as never);
      // The pre-serialised bytes bypass the schema serialiser; they were built from the same list.
      reply.header('content-type', 'application/json; charset=utf-8');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      const bytes = { br: bundle.brotli, gzip: bundle.gzip, none: bundle.json }[encoding ?? 'none'];
      return reply.send(bytes as never);
    },
  );
}
