import type { z } from 'zod';
import {
  ERROR_CODES,
  OPERATION_ERRORS,
  type TAcceptationPlan,
  type TErrorCode,
  type ZAcceptationTokenRequest,
  type ZUpdateResponseAcceptationRequest,
  type ZUpdateResponseAcceptationResponse,
} from '@nomina/domain';
import type { TUnitOfWork } from '../../../db/unit-of-work';
import { AppError } from '../../../lib/app-error';
import {
  confirmPassword,
  findOperationToken,
  issueOperationToken,
  type TOperationCaller,
  type TPasswordConfirmDeps,
} from '../password-confirm/password-confirm.service';
import { acceptanceOperationOf } from './acceptance-operation';
import type { TOperationTokensRepository } from '../password-confirm/password-confirm.repository';
import type { TAcceptanceRepository, TPlanRow } from './acceptance.repository';

/**
 * What the acceptance services need: the plans, the password confirmation, and a transaction over
 * the tokens and the plans (the answer, its history line and the token spent together).
 */
export type TAcceptanceDeps = {
  acceptance: TAcceptanceRepository;
  passwords: TPasswordConfirmDeps;
  transaction: TUnitOfWork<{ tokens: TOperationTokensRepository; acceptance: TAcceptanceRepository }>;
};

type TAcceptationTokenRequest = z.infer<typeof ZAcceptationTokenRequest>;
type TUpdateResponseAcceptationRequest = z.infer<typeof ZUpdateResponseAcceptationRequest>;
type TUpdateResponseAcceptationResponse = z.infer<typeof ZUpdateResponseAcceptationResponse>;

const ACCEPTATION = 'ACCEPTATION_PLAN';
const code = (value: string) => value as TErrorCode;
const isoDate = (value: string | null) => value;

/** The plans of the holder still open and not answered yet, lowest id first. */
export async function listEligiblePlans(
  deps: TAcceptanceDeps,
  tituNume: string,
): Promise<TAcceptationPlan[]> {
  const plans = await deps.acceptance.findEligiblePlans(tituNume, new Date());
  if (plans.length === 0) return [];
  const documents = await deps.acceptance.findPlanDocuments(plans.map((plan) => plan.idAcceptationPlan));
  return plans.map((plan) =>
    toWire(
      plan,
      documents.filter((doc) => doc.idAcceptationPlan === plan.idAcceptationPlan),
    ),
  );
}

/** A plan the holder may still answer: theirs (else 404), unanswered and open (else 409). */
async function answerablePlan(deps: TAcceptanceDeps, tituNume: string, idAcceptationPlan: number) {
  const found = await deps.acceptance.findHolderPlan(tituNume, idAcceptationPlan);
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

/** operation/acceptation-token: a single-use token carrying the answer to a plan the holder may still answer. */
export async function requestAcceptanceToken(
  deps: TAcceptanceDeps,
  caller: TOperationCaller,
  body: TAcceptationTokenRequest,
): Promise<string> {
  const { idAcceptationPlan, reponse } = body;
  await answerablePlan(deps, caller.tituNume, idAcceptationPlan);
  return issueOperationToken(deps.passwords, caller, {
    natureDemande: ACCEPTATION,
    idAcceptationPlan,
    reponse: reponse ? 'O' : 'N',
  });
}

/**
 * operation/update-response-acceptation: after the password check, records the answer the token
 * carries and its history line in one transaction (the token is spent in it, once).
 */
export async function answerPlan(
  deps: TAcceptanceDeps,
  caller: TOperationCaller,
  body: TUpdateResponseAcceptationRequest,
): Promise<TUpdateResponseAcceptationResponse> {
  const { tituNume, userId } = caller;
  const token = await findOperationToken(deps.passwords, caller, body.operationToken, ACCEPTATION);
  await confirmPassword(deps.passwords, caller, body.password);
  const plan = await answerablePlan(deps, tituNume, token.idAcceptationPlan!);
  const answeredAt = new Date();
  try {
    await deps.transaction(async ({ tokens, acceptance }) => {
      if (!(await tokens.spend(token.tokenHash)))
        throw new AppError(403, code(OPERATION_ERRORS.tokenInvalid));
      await acceptance.insertResponse({
        idAcceptationPlan: plan.idAcceptationPlan,
        tituNume,
        userId,
        reponse: token.reponse!,
        answeredAt,
      });
      await acceptance.insertOperation(
        acceptanceOperationOf({ plan, tituNume, reponse: token.reponse!, answeredAt }),
      );
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
}

function toWire(
  plan: TPlanRow,
  documents: {
    documentId: number;
    documentTraductionKey: string;
    documentName: string;
    langueIso3: string;
    documentContentType: string;
  }[],
): TAcceptationPlan {
  return {
    idAcceptationPlan: plan.idAcceptationPlan,
    codePlan: plan.codePlan,
    libellePlan: plan.libellePlan,
    libellePlanTraductionKey: plan.libellePlanTraductionKey,
    typePlan: plan.typePlan,
    nombreDroits: plan.nombreDroits,
    prixExercice: plan.prixExercice,
    actionSousJacente: plan.actionSousJacente,
    dateDirectoire: plan.dateDirectoire,
    dateDebutPlan: plan.dateDebutPlan,
    dateFinPlan: isoDate(plan.dateFinPlan),
    dateAcquisition: isoDate(plan.dateAcquisition),
    dateLimiteReponse: plan.dateLimiteReponse.toISOString(),
    indicateurDisclaimer: plan.indicateurDisclaimer,
    firstDisclaimerTraductionKey: plan.firstDisclaimerTraductionKey,
    secondDisclaimerTraductionKey: plan.secondDisclaimerTraductionKey,
    additionalDataTraductionKey: plan.additionalDataTraductionKey,
    recapTraductionKey: plan.recapTraductionKey,
    confirmTraductionKey: plan.confirmTraductionKey,
    documentGed: plan.documentGed,
    documents: documents.map((doc) => ({
      documentId: doc.documentId,
      documentTraductionKey: doc.documentTraductionKey,
      documentName: doc.documentName,
      documentLangueIso3: doc.langueIso3.toUpperCase(),
      documentContentType: doc.documentContentType,
    })),
  };
}
