import { randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  OPERATION_ERRORS,
  ORDER_ERRORS,
  ZIdempotencyKey,
  checkSettlementMode,
  type TErrorCode,
  type TOrderDraft,
  type TOrderNature,
  type TOrderValidateResponse,
  type TSimulation,
} from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import type { TAccountScope } from '../../../access';
import type { TOperationsDeps } from './deps';
import { fingerprintOf, prepareOrder, type TPreparedOrder } from './order-check.service';
import { isDuplicateKey, type TOrderRow } from './orders.repository';
import { hashToken } from '../password-confirm/password-confirm.service';

/** How long an order token waits for its password confirmation. */
const TOKEN_TTL_MS = 10 * 60_000;

const fail = (status: number, code: string) => new AppError(status, code as TErrorCode);

export type TPlaceContext = {
  account: TAccountScope;
  userId: string;
  idempotencyKey: string | undefined;
  /** The password check of spec 2 §4 (attempt counter, logout at the limit). */
  confirmPassword: (password: string) => Promise<void>;
};

/** The amounts of a draft order after every guard (operation/simulation). */
export async function simulateOrder(
  deps: TOperationsDeps,
  account: TAccountScope,
  draft: TOrderDraft,
): Promise<TSimulation> {
  return (await prepareOrder(deps, account, draft)).simulation;
}

/** A single-use token bound to the user, the account, the nature, the order and its amounts. */
export async function issueOrderToken(
  deps: TOperationsDeps,
  scope: { account: TAccountScope; userId: string },
  natureDemande: TOrderNature,
  draft: TOrderDraft,
) {
  if (draft.natureDemande !== natureDemande) throw fail(400, ERROR_CODES.validation);
  const { simulation } = await prepareOrder(deps, scope.account, draft);
  const token = randomBytes(32).toString('base64url');
  await deps.operationTokens.insert({
    tokenHash: hashToken(token),
    userId: scope.userId,
    tituNume: scope.account.tituNume,
    natureDemande,
    ordre: draft,
    fingerprint: fingerprintOf(draft, simulation.montantNet),
    expiresAt: new Date(deps.now().getTime() + TOKEN_TTL_MS),
  });
  return { status: token, simulation };
}

export function validateResponseOf(
  deps: TOperationsDeps,
  { operation, request }: TOrderRow,
): TOrderValidateResponse {
  const mode = request.modePaiement;
  return {
    status: 'valid',
    refDemande: operation.reference,
    idDemande: operation.idDemande,
    statut: operation.statut,
    statutPaiement: request.statutPaiement,
    modePaiement: mode,
    montantNet: operation.montantNet,
    inBusinessDay: request.inBusinessDay,
    instructionsPaiement:
      mode === 'VIREMENT' || mode === 'CHEQUE'
        ? deps.instructions.of(mode, {
            reference: operation.reference,
            montant: operation.montantNet,
            devise: operation.devise,
          })
        : null,
  };
}

/** The same key and token again: the order already recorded; the key with another token: a conflict. */
function replayOf(deps: TOperationsDeps, existing: TOrderRow, operationToken: string) {
  if (existing.request.tokenHash !== hashToken(operationToken))
    throw fail(409, ORDER_ERRORS.idempotencyConflict);
  return validateResponseOf(deps, existing);
}

const newIdDemande = (account: TAccountScope) =>
  `${account.emetIden}${String(account.actiIden).padStart(6, '0')}W${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;

function recordOf(
  account: TAccountScope,
  prepared: TPreparedOrder,
  now: Date,
  key: string,
  tokenHash: string,
) {
  const idDemande = newIdDemande(account);
  const { simulation } = prepared;
  return {
    operation: {
      idDemande,
      tituNume: account.tituNume,
      reference: `ORD${idDemande}`,
      categorie: 'BOURSE' as const,
      typeOperation: prepared.draft.natureDemande,
      dateSaisie: now,
      dateOperation: now,
      dateValidite: prepared.dateValidite,
      valeIden: prepared.valeIden,
      valeLibe: prepared.valeLibe,
      quantite: simulation.quantite,
      prixUnitaire: prepared.coursLimite ?? simulation.cours,
      montantBrut: simulation.montantBrut,
      frais: simulation.frais,
      taxes: simulation.tva,
      montantNet: simulation.montantNet,
      devise: simulation.devise,
      statut: 'EN_ATTENTE' as const,
      typeOrdre: prepared.typeOrdre,
      coursLimite: prepared.coursLimite,
      modePaiement: prepared.modePaiement,
    },
    request: {
      idDemande,
      tituNume: account.tituNume,
      idempotencyKey: key,
      tokenHash,
      natureDemande: prepared.draft.natureDemande,
      modeDetention: prepared.modeDetention,
      typeVente: prepared.typeVente,
      idPlan: prepared.idPlan,
      statutPaiement: prepared.statutPaiement,
      modePaiement: prepared.modePaiement,
      iban: prepared.bank?.iban ?? null,
      bic: prepared.bank?.bic ?? null,
      inBusinessDay: prepared.window.inBusinessDay,
      simulation,
    },
  };
}

/**
 * operation/validate: the password confirms the order the token is bound to; the order is
 * recorded once per idempotency key (a retry answers the same refDemande) and the token is spent
 * in the same transaction. Every guard runs again; nothing is written when one refuses.
 */
export async function validateOrder(
  deps: TOperationsDeps,
  context: TPlaceContext,
  body: {
    password: string;
    operationToken: string;
    natureDemande: TOrderNature;
    modeReglt?: string;
    ordre?: TOrderDraft;
  },
): Promise<TOrderValidateResponse> {
  const { account } = context;
  const key = ZIdempotencyKey.safeParse(context.idempotencyKey);
  if (key.success) {
    const existing = await deps.orders.findOrderByKey(account.tituNume, key.data);
    if (existing) return replayOf(deps, existing, body.operationToken);
  }
  const now = deps.now();
  const token = await deps.operationTokens.findLive(
    {
      tokenHash: hashToken(body.operationToken),
      userId: context.userId,
      tituNume: account.tituNume,
      natureDemande: body.natureDemande,
    },
    now,
  );
  if (!token?.ordre || !token.fingerprint) throw fail(403, OPERATION_ERRORS.tokenInvalid);
  if (!key.success) throw fail(400, ORDER_ERRORS.idempotencyKey);
  const settlement = checkSettlementMode(body.modeReglt ?? token.ordre.modeReglt);
  if (settlement) throw fail(422, settlement);
  const prepared = await prepareOrder(deps, account, token.ordre);
  const montantNet = prepared.simulation.montantNet;
  if (body.ordre && fingerprintOf(body.ordre, montantNet) !== fingerprintOf(token.ordre, montantNet))
    throw fail(403, OPERATION_ERRORS.tokenInvalid);
  if (fingerprintOf(token.ordre, montantNet) !== token.fingerprint)
    throw fail(409, ORDER_ERRORS.amountChanged);
  await context.confirmPassword(body.password);
  const record = recordOf(account, prepared, now, key.data, token.tokenHash);
  try {
    const placed = await deps.transaction(async ({ orders, operationTokens }) => {
      if (!(await operationTokens.spend(token.tokenHash, now))) return false;
      await orders.insertOperation(record.operation);
      await orders.insertRequest(record.request);
      return true;
    });
    if (!placed) {
      const raced = await deps.orders.findOrderByKey(account.tituNume, key.data);
      if (raced) return replayOf(deps, raced, body.operationToken);
      throw fail(403, OPERATION_ERRORS.tokenInvalid);
    }
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const raced = await deps.orders.findOrderByKey(account.tituNume, key.data);
    if (!raced) throw error;
    return replayOf(deps, raced, body.operationToken);
  }
  const saved = await deps.orders.findOrderByKey(account.tituNume, key.data);
  return validateResponseOf(deps, saved!);
}
