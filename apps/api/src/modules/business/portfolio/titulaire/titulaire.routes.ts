import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES, ZApiError, ZTitulaire } from '@nomina/domain';
import { holders } from '../../../../db/schema';
import { AppError } from '../../../../lib/app-error';
import { authOf } from '../../../../plugins/auth';

/** GET titulaire: the holder of the token's chosen account, never anyone else's. */
export async function titulaireRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/titulaire',
    {
      // The holder's own identity is part of the login sequence (account choice stores it before
      // the terms page); everything else waits for the terms (decision 012).
      config: { allowsPendingTerms: true },
      schema: {
        tags: ['business'],
        summary: 'Holder of the chosen account',
        response: { 200: ZTitulaire, 401: ZApiError, 409: ZApiError },
      },
    },
    async (request) => {
      const { tituNume } = authOf(request);
      if (!tituNume) throw new AppError(409, ERROR_CODES.noAccountSelected);
      const [holder] = await app.db.select().from(holders).where(eq(holders.tituNume, tituNume));
      if (!holder) throw new AppError(409, ERROR_CODES.noAccountSelected);
      return holder;
    },
  );
}
