import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZBankDetailsConfirm,
  ZBankDetailsDraft,
  ZBankDetailsView,
  ZOperationTokenResponse,
} from '@nomina/domain';
import { requireModule } from '../../../../access';
import { callerOf } from '../../password-confirm/password-confirm.deps';
import { createBankDetailsDeps } from './bank-details.deps';
import { actorOf, noStore } from '../profile-actor';
import {
  BANK_COUNTRIES,
  bankDetailsView,
  confirmBankDetails,
  draftBankDetails,
} from './bank-details.service';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 409: ZApiError, 429: ZApiError };

/** Bank details (spec 3 §2 profil/bancaire, §7): read, draft with every rule, confirm with the password. */
export async function bankDetailsRoutes(app: FastifyInstance) {
  noStore(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['business'];
  const deps = createBankDetailsDeps(app);

  routes.get(
    '/bancaire',
    {
      preHandler: requireModule(app, 'profil'),
      schema: {
        tags,
        summary: 'Bank details on file and the change under review',
        response: { 200: ZBankDetailsView, ...errors },
      },
    },
    async (request) => bankDetailsView(deps, actorOf(request)),
  );

  routes.get(
    '/paysSepa',
    {
      schema: {
        tags,
        summary: 'Countries (alpha-2) accepted for an IBAN and a BIC',
        querystring: z.object({
          emetIden: z.coerce.number().int().optional(),
          paramName: z.string().optional(),
        }),
        response: { 200: z.array(z.string()), ...errors },
      },
    },
    async () => [...BANK_COUNTRIES],
  );

  routes.post(
    '/update/donnees-bancaire',
    {
      preHandler: requireModule(app, 'maj_bank'),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Checks the new IBAN, BIC and bank document; answers the token the password confirms',
        body: ZBankDetailsDraft,
        response: { 200: ZOperationTokenResponse, ...errors },
      },
    },
    async (request) => ({
      status: await draftBankDetails(deps, actorOf(request), callerOf(request), request.body),
    }),
  );

  routes.post(
    '/update/bancaire-titu',
    {
      preHandler: requireModule(app, 'maj_bank'),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Confirms the bank change with the password; it then waits for review',
        body: ZBankDetailsConfirm,
        response: { 200: z.object({ status: z.literal('valid') }), ...errors },
      },
    },
    async (request) => {
      await confirmBankDetails(deps, actorOf(request), callerOf(request), request.body);
      return { status: 'valid' as const };
    },
  );
}
