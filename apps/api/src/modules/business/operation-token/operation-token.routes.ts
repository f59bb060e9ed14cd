import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZOperationTokenResponse,
  ZStockOperationTokenRequest,
  ZValidateOperationRequest,
  ZValidateOperationResponse,
} from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import { ERROR_CODES } from '@nomina/domain';
import {
  confirmPassword,
  findOperationToken,
  issueOperationToken,
  spendOperationToken,
} from './operation-token.service';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 409: ZApiError };

/** A request reference (refDemande) of a confirmed stock operation. */
const newRefDemande = () =>
  `OP${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;

/**
 * Password confirmation of operations (spec 2 §4 Password modal): a token for a stock operation,
 * then validate with the password; the token is the holder's, for that operation, spent once.
 */
export async function operationTokenRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/operation/token',
    {
      schema: {
        tags: ['business'],
        summary: 'A single-use token for a stock operation, to confirm with the password',
        body: ZStockOperationTokenRequest,
        response: { 200: ZOperationTokenResponse, ...errors },
      },
    },
    async (request) => ({
      status: await issueOperationToken(app, request, { natureDemande: request.body.natureDemande }),
    }),
  );

  routes.post(
    '/operation/validate',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['business'],
        summary: 'Confirms a stock operation with the password; answers its refDemande',
        body: ZValidateOperationRequest,
        response: { 200: ZValidateOperationResponse, ...errors },
      },
    },
    async (request) => {
      const { password, operationToken, natureDemande } = request.body;
      const token = await findOperationToken(app, request, operationToken, natureDemande);
      await confirmPassword(app, request, password);
      if (!(await spendOperationToken(app.db, token.tokenHash)))
        throw new AppError(409, ERROR_CODES.validation);
      return { status: 'valid' as const, refDemande: newRefDemande() };
    },
  );
}
