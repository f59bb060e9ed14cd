import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OPERATION_ERRORS,
  ZApiError,
  ZBankDetailsConfirm,
  ZBankDetailsDraft,
  ZBankDetailsView,
  ZOperationTokenResponse,
  ibanCountries,
  type TErrorCode,
} from '@nomina/domain';
import { AppError } from '../../../../lib/app-error';
import { requireModule } from '../../access/account-scope';
import { isModuleOpen } from '../../../resource/modules/modules.service';
import {
  confirmPassword,
  findOperationToken,
  issueOperationToken,
  spendOperationToken,
} from '../../password-confirm/password-confirm.service';
import { actorOf, noStore } from '../profile-actor';
import { findDraftByToken } from './bank-details.repository';
import {
  BANK_COUNTRIES,
  checkBankDraft,
  readBankDetails,
  saveBankDraft,
  submitBankDetails,
} from './bank-details.service';

const NATURE = 'MAJ_BANCAIRE';
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 409: ZApiError, 429: ZApiError };

/** Bank details (spec 3 §2 profil/bancaire, §7): read, draft with every rule, confirm with the password. */
export async function bankDetailsRoutes(app: FastifyInstance) {
  noStore(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['business'];

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
    async (request) => {
      const actor = actorOf(request);
      return readBankDetails(app.db, actor, await isModuleOpen(app.db, actor, 'maj_bank'));
    },
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
    async (request) => {
      const actor = actorOf(request);
      const draft = await checkBankDraft(app.db, actor, request.body);
      const status = await issueOperationToken(app, request, { natureDemande: NATURE });
      const token = await findOperationToken(app, request, status, NATURE);
      await saveBankDraft(app.db, actor, draft, token.tokenHash);
      return { status };
    },
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
      const actor = actorOf(request);
      const token = await findOperationToken(app, request, request.body.operationToken, NATURE);
      const draft = await findDraftByToken(app.db, actor.tituNume, token.tokenHash);
      if (!draft) throw new AppError(403, OPERATION_ERRORS.tokenInvalid as TErrorCode);
      await confirmPassword(app, request, request.body.password);
      if (!(await spendOperationToken(app.db, token.tokenHash)))
        throw new AppError(403, OPERATION_ERRORS.tokenInvalid as TErrorCode);
      await submitBankDetails(app.db, actor, draft);
      return { status: 'valid' as const };
    },
  );
}

/** pays-iban-bic (resource): the countries that have an IBAN, with its length. */
export async function paysIbanBicRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/pays-iban-bic',
    {
      schema: {
        tags: ['resource'],
        summary: 'Countries with an IBAN and its length (IBAN registry)',
        response: { 200: z.array(z.object({ codeIso2: z.string(), longueur: z.number() })) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ibanCountries();
    },
  );
}
