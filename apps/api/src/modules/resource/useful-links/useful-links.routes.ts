import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, ZApiError, ZEmetIden, ZLienUtile } from '@nomina/domain';
import { usefulLinks } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { accountOf } from '../../business/access/account-scope';

/** GET liens/{emetIden} (spec 2 §7): the useful links of the token's chosen issuer, and no other's. */
export async function liensRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/liens/:emetIden',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['resource'],
        summary: "External links of the chosen account's issuer (another issuer is refused)",
        params: z.object({ emetIden: ZEmetIden }),
        response: {
          200: z.array(ZLienUtile),
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          409: ZApiError,
        },
      },
    },
    async (request) => {
      const { emetIden } = accountOf(request);
      if (request.params.emetIden !== emetIden) throw new AppError(403, ERROR_CODES.foreignIssuer);
      return app.db
        .select({ url: usefulLinks.url, traductionKey: usefulLinks.traductionKey })
        .from(usefulLinks)
        .where(eq(usefulLinks.emetIden, emetIden))
        .orderBy(asc(usefulLinks.ordre), asc(usefulLinks.id));
    },
  );
}
