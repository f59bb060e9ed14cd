import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_CODES,
  OPERATION_ERRORS,
  ZAcceptationPlan,
  ZAcceptationTokenRequest,
  ZApiError,
  ZEligibleOperationsQuery,
  ZOperationTokenResponse,
  ZUpdateResponseAcceptationRequest,
  ZUpdateResponseAcceptationResponse,
  type TErrorCode,
} from '@nomina/domain';
import { acceptanceResponses } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { authOf } from '../../../plugins/auth';
import { accountOf, requireModule } from '../access/account-scope';
import {
  confirmPassword,
  findOperationToken,
  issueOperationToken,
  spendOperationToken,
} from '../password-confirm/password-confirm.service';
import { findHolderPlan, listEligiblePlans } from './acceptance.service';
import { insertAcceptanceOperation } from './acceptance-operation';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const ACCEPTATION = 'ACCEPTATION_PLAN';
const code = (value: string) => value as TErrorCode;

/** A plan the holder may still answer: theirs (else 404), unanswered and open (else 409). */
async function answerablePlan(app: FastifyInstance, tituNume: string, idAcceptationPlan: number) {
  const found = await findHolderPlan(app.db, tituNume, idAcceptationPlan);
  if (!found) throw new AppError(404, ERROR_CODES.notFound);
  if (found.answered) throw new AppError(409, code(OPERATION_ERRORS.alreadyAnswered));
  if (found.plan.dateLimiteReponse.getTime() <= Date.now())
    throw new AppError(409, code(OPERATION_ERRORS.planClosed));
  return found.plan;
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/** Rights-plan acceptance (spec 2 §2 Acceptance flow, §7 Acceptance and operations). */
export async function acceptationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireModule(app, 'e_acceptation');

  routes.get(
    '/operation/eligible-operations',
    {
      preHandler: guard,
      schema: {
        tags: ['business'],
        summary: 'The plans offered to the chosen account, still open and not answered yet',
        querystring: ZEligibleOperationsQuery,
        response: { 200: z.array(ZAcceptationPlan), ...errors },
      },
    },
    async (request) => listEligiblePlans(app.db, accountOf(request).tituNume),
  );

  routes.post(
    '/operation/acceptation-token',
    {
      preHandler: guard,
      schema: {
        tags: ['business'],
        summary: 'A single-use token for accepting (true) or refusing (false) a plan; status is the token',
        body: ZAcceptationTokenRequest,
        response: { 200: ZOperationTokenResponse, ...errors },
      },
    },
    async (request) => {
      const { idAcceptationPlan, reponse } = request.body;
      await answerablePlan(app, accountOf(request).tituNume, idAcceptationPlan);
      const status = await issueOperationToken(app, request, {
        natureDemande: ACCEPTATION,
        idAcceptationPlan,
        reponse: reponse ? 'O' : 'N',
      });
      return { status };
    },
  );

  routes.post(
    '/operation/update-response-acceptation',
    {
      preHandler: guard,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['business'],
        summary: 'Records the plan answer the token carries, after the password check',
        body: ZUpdateResponseAcceptationRequest,
        response: { 200: ZUpdateResponseAcceptationResponse, ...errors },
      },
    },
    async (request) => {
      const { tituNume } = accountOf(request);
      const { userId } = authOf(request);
      const token = await findOperationToken(app, request, request.body.operationToken, ACCEPTATION);
      await confirmPassword(app, request, request.body.password);
      const plan = await answerablePlan(app, tituNume, token.idAcceptationPlan!);
      const answeredAt = new Date();
      try {
        await app.db.transaction(async (tx) => {
          if (!(await spendOperationToken(tx, token.tokenHash)))
            throw new AppError(403, code(OPERATION_ERRORS.tokenInvalid));
          await tx.insert(acceptanceResponses).values({
            idAcceptationPlan: plan.idAcceptationPlan,
            tituNume,
            userId,
            reponse: token.reponse!,
            answeredAt,
          });
          await insertAcceptanceOperation(tx, { plan, tituNume, reponse: token.reponse!, answeredAt });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, code(OPERATION_ERRORS.alreadyAnswered));
        throw error;
      }
      return {
        status: 'valid' as const,
        idAcceptationPlan: plan.idAcceptationPlan,
        reponse: token.reponse!,
        dateReponse: answeredAt.toISOString(),
      };
    },
  );
}
