import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, ZApiError, ZEmetIden, ZLogo } from '@nomina/domain';
import { issuers, themes } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/app-error';

const ZQuery = z.object({
  emetIden: ZEmetIden.optional(),
  themeId: z.coerce.number().int().min(1).max(9999).optional(),
});

/** GET logo: the logo of an issuer (by emetIden) or of a theme's own issuer (by themeId). */
export async function logoRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/logo',
    {
      schema: {
        tags: ['resource'],
        summary: 'Logo of an issuer or of a theme',
        querystring: ZQuery,
        response: { 200: ZLogo, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const { emetIden, themeId } = request.query;
      if (emetIden === undefined && themeId === undefined)
        throw badRequest(ERROR_CODES.validation, { emetIden: 'emetIden or themeId required' });
      const query = app.db
        .select({
          emetIden: issuers.emetIden,
          emetLibe: issuers.emetLibe,
          themeId: themes.id,
          config: themes.config,
        })
        .from(issuers)
        .innerJoin(themes, eq(themes.id, issuers.themeId));
      const [row] = await (
        emetIden !== undefined
          ? query.where(eq(issuers.emetIden, emetIden))
          : query.where(eq(themes.id, themeId!))
      )
        .orderBy(issuers.emetIden)
        .limit(1);
      if (!row) throw notFound(emetIden !== undefined ? ERROR_CODES.unknownIssuer : ERROR_CODES.unknownTheme);
      return { themeId: row.themeId, emetIden: row.emetIden, logo: row.config.logo, alt: row.emetLibe };
    },
  );
}
