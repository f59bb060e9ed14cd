import {
  ERROR_CODES,
  PAYMENT_ERRORS,
  parisClock,
  type TReviewDecision,
  type TReviewResult,
} from '@nomina/domain';
import type { TDatabase } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { mintSsoToken } from '../auth';
import { setThemeAlive } from '../resource';
import { answerRequest, closeRequest, findRequestByReference } from '../business';
import {
  pendingBankChanges,
  pendingDocuments,
  reviewBankChange,
  reviewDocument,
  type TReviewDeps,
} from '../desk';
import {
  findIssuerSsoSecret,
  findOperationIdByReference,
  holderNumbersOfLogin,
  listOutbox,
  markFundsReceived,
  setLastPrice,
  upsertDayQuote,
} from './dev-helpers.repository';

/** dev/outbox: the messages "sent" locally, newest first. */
export async function outboxMessages(
  deps: { db: TDatabase },
  query: { recipient?: string; since?: string; limit: number },
) {
  const rows = await listOutbox(deps.db, {
    recipient: query.recipient?.toLowerCase(),
    since: query.since ? new Date(query.since) : undefined,
    limit: query.limit,
  });
  return rows.map((row) => ({
    ...row,
    channel: row.channel as 'mail' | 'sms',
    createdAt: row.createdAt.toISOString(),
  }));
}

/** dev/sso-link: a working SSO link for a demo login, as the issuer's intranet would give. */
export async function demoSsoLink(
  deps: { db: TDatabase; publicUrl: string },
  query: { login: string; emetIden: number },
) {
  const issuer = await findIssuerSsoSecret(deps.db, query.emetIden);
  if (!issuer?.ssoSecret) throw notFound(ERROR_CODES.unknownIssuer);
  const token = await mintSsoToken(issuer.ssoSecret, issuer.emetIden, query.login);
  return { token, url: `${deps.publicUrl}/#/sso/${token}` };
}

/** dev/payments/funds-received: the registrar received the transfer or cheque of an order. */
export async function recordFundsReceived(deps: { db: TDatabase }, refDemande: string) {
  const idDemande = await findOperationIdByReference(deps.db, refDemande);
  if (!idDemande) throw new AppError(404, ERROR_CODES.notFound);
  if (!(await markFundsReceived(deps.db, idDemande))) throw new AppError(409, PAYMENT_ERRORS.notDue);
  return { statutPaiement: 'PAYE' as const };
}

/** dev/quotes: a security's last price today (the local venue trades at it). */
export async function setQuote(deps: { db: TDatabase }, valeIden: number, cours: number) {
  const today = parisClock(new Date()).day;
  if (!(await setLastPrice(deps.db, valeIden, cours, today))) throw new AppError(404, ERROR_CODES.notFound);
  await upsertDayQuote(deps.db, valeIden, cours, today);
  return { valeIden, cours };
}

/** dev/desk/answer: answers (or closes) a request by its reference, as the desk would. */
export async function answerAsDesk(
  deps: Parameters<typeof answerRequest>[0],
  input: { reference: string; texte: string; close?: boolean },
) {
  const row = await findRequestByReference(deps.db, input.reference);
  if (!row) throw notFound(ERROR_CODES.notFound);
  const thread = await answerRequest(deps, row.id, input.texte, []);
  return input.close ? closeRequest(deps.db, row.id) : thread;
}

/** dev/desk/profil-review: decides the oldest pending document or bank change of a login's accounts. */
export async function reviewOldestOfLogin(
  deps: TReviewDeps,
  input: { login: string; kind: 'document' | 'bancaire'; decision: TReviewDecision },
): Promise<TReviewResult> {
  const { login, kind, decision } = input;
  const mine = new Set(await holderNumbersOfLogin(deps.db, login));
  const queue = kind === 'bancaire' ? await pendingBankChanges(deps) : await pendingDocuments(deps);
  const oldest = queue.find((item) => mine.has(item.tituNume));
  if (!oldest) throw notFound(ERROR_CODES.notFound);
  const body = { decision, operateur: 'dev-helper' };
  return kind === 'bancaire'
    ? reviewBankChange(deps, oldest.id, body)
    : reviewDocument(deps, oldest.id, body);
}

/** dev/themes/:themeId/alive: puts a theme in maintenance (alive false) or takes it out. */
export async function setThemeAliveAsTester(deps: { db: TDatabase }, themeId: number, alive: boolean) {
  return setThemeAlive(deps.db, themeId, alive);
}
