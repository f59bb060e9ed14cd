import { randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  OPERATION_ERRORS,
  OST_ERRORS,
  settleOstAnswer,
  type TErrorCode,
  type TModePaiement,
  type TOstEvent,
  type TOstReponse,
  type TOstTokenRequest,
  type TOstType,
} from '@nomina/domain';
import type { TPaymentInstructions } from '../../../adapters/payments/instructions';
import type { TUnitOfWork } from '../../../db/unit-of-work';
import { AppError } from '../../../lib/app-error';
import type { TOperationTokenRow } from '../password-confirm/password-confirm.service';
import type { TOstRepository, THolderEvent } from './ost.repository';
import { answerToWire, eventToWire, statutOf, termsOf } from './ost.wire';
import { paymentInstructions } from './payment-instructions';
import { historyLineOf } from './history-line';

/** Nature of the operation tokens of corporate actions (spec 3 §3 Operation names). */
export const OST_NATURE = 'OST';
export const OST_MODULE: Record<TOstType, string> = { PDA: 'ost_pda', AK: 'ost_ak' };

/** What an answer writes together: the token spent, the answer and its history line. */
export type TAnswerRepositories = {
  ost: Pick<TOstRepository, 'insertHistoryLine' | 'insertAnswer'>;
  /** Spends the operation token once: false when another request spent it first. */
  spendToken: (tokenHash: string) => Promise<boolean>;
};

/** What the corporate-action services need: their repository, the module guard, the password tokens, a clock. */
export type TOstDeps = {
  ost: TOstRepository;
  transaction: TUnitOfWork<TAnswerRepositories>;
  isModuleOpen: (moduleKey: string) => Promise<boolean>;
  tokens: {
    issue: () => Promise<{ token: string; tokenHash: string }>;
    /** The live token of this user and account for OST, or 403 operation.token.invalid. */
    find: (token: string) => Promise<TOperationTokenRow>;
    /** Counts a wrong password against the login's limit (403), ends the session at the limit. */
    confirmPassword: (password: string) => Promise<void>;
  };
  now: () => Date;
  /** The registrar's transfer and cheque details (operations area's adapter). */
  instructions: TPaymentInstructions;
  /** The payments' check of a mode for an amount (habilitation 403, CB_PLAFOND / Linxo country 422). */
  checkPaymentMode: (mode: TModePaiement, montant: string) => Promise<void>;
};
export type TOstScope = { tituNume: string; emetIden: number; userId: string };

const code = (value: string) => value as TErrorCode;

/** Spec 3 §5: a holder with an external-reference block is refused every corporate action (refa_205). */
async function unblockedHolder(deps: TOstDeps, tituNume: string) {
  const holder = await deps.ost.findHolder(tituNume);
  if (!holder) throw new AppError(404, ERROR_CODES.notFound);
  if (holder.hasBlocageRefExterne) throw new AppError(403, code(OST_ERRORS.externalReference));
  return holder;
}

/** The types whose module the account may open; a type asked for by name must be open (403). */
async function openTypes(deps: TOstDeps, asked: TOstType | undefined): Promise<TOstType[]> {
  const types: TOstType[] = asked ? [asked] : ['PDA', 'AK'];
  const open: TOstType[] = [];
  for (const type of types) if (await deps.isModuleOpen(OST_MODULE[type])) open.push(type);
  if (asked && open.length === 0) throw new AppError(403, ERROR_CODES.moduleRefused);
  return open;
}

function instructionsFor(deps: TOstDeps, found: THolderEvent) {
  return found.answer ? paymentInstructions(found.event, found.answer, deps.instructions) : null;
}

/** GET ost: the account's corporate actions with the figures of its own position. */
export async function listOstEvents(
  deps: TOstDeps,
  scope: TOstScope,
  typeOst?: TOstType,
): Promise<TOstEvent[]> {
  const holder = await unblockedHolder(deps, scope.tituNume);
  const found = await deps.ost.findHolderEvents(scope.tituNume, { types: await openTypes(deps, typeOst) });
  const now = deps.now();
  return found.map((entry) =>
    eventToWire(entry, {
      now,
      blackoutControls: holder.blackoutControls,
      instructions: instructionsFor(deps, entry),
    }),
  );
}

/**
 * Every rule an answer must meet, checked when the token is asked for and again at the password:
 * the holder is not blocked, the event is theirs (404) and its module open (403), not answered
 * (409), open (409), without a Blocage message (403), and the answer fits the event (400). The
 * amounts come from the server's own computation of the current position.
 */
async function checkAnswer(
  deps: TOstDeps,
  scope: TOstScope,
  request: Omit<TOstTokenRequest, 'idOst'> & { idOst: number },
) {
  await unblockedHolder(deps, scope.tituNume);
  const [found] = await deps.ost.findHolderEvents(scope.tituNume, {
    types: ['PDA', 'AK'],
    idOst: request.idOst,
  });
  if (!found) throw new AppError(404, ERROR_CODES.notFound);
  if (!(await deps.isModuleOpen(OST_MODULE[found.event.typeOst])))
    throw new AppError(403, ERROR_CODES.moduleRefused);
  if (found.answer) throw new AppError(409, code(OST_ERRORS.alreadyAnswered));
  if (statutOf(found.event, null, deps.now()) !== 'OUVERT') throw new AppError(409, code(OST_ERRORS.closed));
  if (found.event.messageType === 'Blocage') throw new AppError(403, code(OST_ERRORS.blocked));
  const checked = settleOstAnswer(termsOf(found.event, found.position), request);
  if (!checked.ok) throw new AppError(400, code(checked.errorCode));
  // A balance by card or open banking: the mode's habilitation, CB_PLAFOND, the bank's country,
  // on the amount the server just computed (the same check as an order's).
  if (checked.settlement.amountToPay > 0 && request.modePaiement)
    await deps.checkPaymentMode(request.modePaiement, checked.settlement.amountToPay.toFixed(2));
  return { found, settlement: checked.settlement };
}

/** POST ost/token: a single-use token carrying the answer, to confirm with the password. */
export async function requestOstToken(deps: TOstDeps, scope: TOstScope, request: TOstTokenRequest) {
  await checkAnswer(deps, scope, request);
  const { token, tokenHash } = await deps.tokens.issue();
  await deps.ost.insertPendingToken({
    tokenHash,
    idOst: request.idOst,
    choix: request.choix,
    option: request.option ?? null,
    modePaiement: request.modePaiement ?? null,
  });
  return token;
}

const newRefDemande = (idOst: number) => `OST${idOst}-${randomBytes(4).toString('hex').toUpperCase()}`;

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/**
 * The other-operation validation of an OST answer: the token (theirs, live, OST), the password,
 * every rule again on today's position, then in one transaction the token spent, the answer and
 * its pending history line written. Nothing is written when any of these refuses.
 */
export async function validateOstAnswer(
  deps: TOstDeps,
  scope: TOstScope,
  body: { password: string; operationToken: string },
): Promise<{ status: 'valid'; idOst: number; reponse: TOstReponse }> {
  const token = await deps.tokens.find(body.operationToken);
  await deps.tokens.confirmPassword(body.password);
  const pending = await deps.ost.findPendingToken(token.tokenHash);
  if (!pending) throw new AppError(403, code(OPERATION_ERRORS.tokenInvalid));
  const request = {
    idOst: pending.idOst,
    choix: pending.choix as TOstTokenRequest['choix'],
    ...(pending.option ? { option: pending.option as TOstTokenRequest['option'] } : {}),
    ...(pending.modePaiement
      ? { modePaiement: pending.modePaiement as TOstTokenRequest['modePaiement'] }
      : {}),
  };
  const { found, settlement } = await checkAnswer(deps, scope, request);
  const now = deps.now();
  const refDemande = newRefDemande(found.event.idOst);
  let answer;
  try {
    answer = await deps.transaction(async ({ ost, spendToken }) => {
      if (!(await spendToken(token.tokenHash))) throw new AppError(403, code(OPERATION_ERRORS.tokenInvalid));
      await ost.insertHistoryLine(
        historyLineOf({
          event: found.event,
          tituNume: scope.tituNume,
          refDemande,
          request,
          settlement,
          position: found.position,
          now,
        }),
      );
      return ost.insertAnswer({
        idOst: found.event.idOst,
        tituNume: scope.tituNume,
        userId: scope.userId,
        refDemande,
        choix: request.choix,
        option: request.option ?? null,
        modePaiement: request.modePaiement ?? null,
        quantiteDetenue: found.position,
        nombreTitres: settlement.newShares,
        montantAPayer: settlement.amountToPay.toFixed(2),
        montantEnFaveur: settlement.amountInFavour.toFixed(2),
        statut: settlement.amountToPay > 0 ? 'EN_ATTENTE_PAIEMENT' : 'EN_ATTENTE',
        answeredAt: now,
        idDemande: refDemande,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, code(OST_ERRORS.alreadyAnswered));
    throw error;
  }
  const instructions = paymentInstructions(found.event, answer, deps.instructions);
  return { status: 'valid', idOst: found.event.idOst, reponse: answerToWire(answer, instructions) };
}
