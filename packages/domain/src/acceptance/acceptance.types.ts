import { z } from 'zod';
import { ZIdInt4 } from '../input/input';
import { ZModalPassword } from '../access/modal-password';

/** Plan types of spec 2 §3. */
export const PLAN_TYPES = ['COUPON', 'OPTION', 'BCE', 'DROIT AAG', 'BON SOUS ACT'] as const;
export type TPlanType = (typeof PLAN_TYPES)[number];

/** Yes/no answer of a plan: O accepts, N refuses. */
export const ZReponseAcceptation = z.enum(['O', 'N']);
export type TReponseAcceptation = z.infer<typeof ZReponseAcceptation>;

/** Error codes of the acceptance and password-confirmation calls (translation keys). */
export const OPERATION_ERRORS = {
  /** Wrong password in the confirmation modal: shown inline, the modal stays open. */
  wrongPassword: 'password.confirm.error.wrong',
  /** Too many wrong passwords: the session is revoked and the browser logs out. */
  attemptsExhausted: 'password.confirm.error.limit',
  /** The operation token is unknown, spent, expired or not the holder's. */
  tokenInvalid: 'operation.token.invalid',
  /** The plan was already answered. */
  alreadyAnswered: 'acceptation.error.alreadyAnswered',
  /** The plan's response deadline is over. */
  planClosed: 'acceptation.error.closed',
} as const;

/** A plan document (spec 2 §3 Plan document), content left to the download call. */
export const ZPlanDocument = z.object({
  documentId: z.number().int(),
  documentTraductionKey: z.string(),
  documentName: z.string(),
  /** ISO 639-2 upper case (FRA, ENG, ...). */
  documentLangueIso3: z.string(),
  documentContentType: z.string(),
});
export type TPlanDocument = z.infer<typeof ZPlanDocument>;

/** An acceptance plan offered to the holder (spec 2 §3 Acceptance plan). Dates are ISO strings. */
export const ZAcceptationPlan = z.object({
  idAcceptationPlan: z.number().int(),
  codePlan: z.string(),
  libellePlan: z.string(),
  libellePlanTraductionKey: z.string().nullable(),
  typePlan: z.enum(PLAN_TYPES),
  nombreDroits: z.number(),
  prixExercice: z.number(),
  actionSousJacente: z.string(),
  dateDirectoire: z.string(),
  dateDebutPlan: z.string(),
  dateFinPlan: z.string().nullable(),
  dateAcquisition: z.string().nullable(),
  dateLimiteReponse: z.string(),
  indicateurDisclaimer: z.boolean(),
  firstDisclaimerTraductionKey: z.string(),
  secondDisclaimerTraductionKey: z.string().nullable(),
  additionalDataTraductionKey: z.string().nullable(),
  recapTraductionKey: z.string().nullable(),
  confirmTraductionKey: z.string().nullable(),
  documentGed: z.string().nullable(),
  documents: z.array(ZPlanDocument),
});
export type TAcceptationPlan = z.infer<typeof ZAcceptationPlan>;

export const ZEligibleOperationsQuery = z.object({
  codeLangue: z
    .string()
    .regex(/^[A-Za-z]{2,3}$/)
    .optional(),
});

export const ZAcceptationTokenRequest = z.object({
  idAcceptationPlan: ZIdInt4,
  reponse: z.boolean(),
});
/** The token is the answer's status (spec 2 §7). */
export const ZOperationTokenResponse = z.object({ status: z.string() });

/** Operation type codes (spec 2 §3). */
export const OPERATION_TYPE_CODES = {
  sale: 4,
  purchase: 8,
  simpleExercise: 1,
  exerciseAndSale: 2,
  planAcceptance: 60,
  other: 100,
} as const;

/** Natures a stock operation token may be asked for (operation/token). */
export const ZStockNature = z.enum(['VENTE_TITRE', 'ACHAT_TITRE', 'LEVEE_SIMPLE', 'LEVEE_VENTE', 'LEVEE']);
export const ZStockOperationTokenRequest = z.object({ natureDemande: ZStockNature });

/** Validation of an operation by password (spec 2 §3 Operation validation payloads). */
export const ZValidateOperationRequest = z.object({
  password: ZModalPassword.max(200),
  operationToken: z.string().min(16).max(200),
  natureDemande: ZStockNature,
  modeReglt: z.string().max(40).optional(),
});
export const ZValidateOperationResponse = z.object({
  status: z.literal('valid'),
  refDemande: z.string().optional(),
});

/** Answer recorded for a plan (other-operation validation of the accept-plan type). */
export const ZUpdateResponseAcceptationRequest = z.object({
  password: ZModalPassword.max(200),
  operationToken: z.string().min(16).max(200),
  natureDemande: z.literal('ACCEPTATION_PLAN').optional(),
});
export const ZUpdateResponseAcceptationResponse = z.object({
  status: z.literal('valid'),
  idAcceptationPlan: z.number().int(),
  reponse: ZReponseAcceptation,
  dateReponse: z.string(),
});

/** Wrong-password answer: how many tries are left; none means the session was ended. */
export const ZPasswordRefused = z.object({
  errorCode: z.string(),
  remainingAttempts: z.number().int(),
  loggedOut: z.boolean(),
});
