import { ERROR_CODES, parisClock, type TReviewDecision, type TReviewResult } from '@nomina/domain';
import { AppError, notFound } from '../../lib/app-error';
import { mintSsoToken } from '../auth';
import type { TThemeService } from '../resource';
import { answerSupportRequest } from '../business';
import {
  pendingBankChanges,
  pendingDocuments,
  recordOrderFunds,
  reviewBankChange,
  reviewDocument,
  type TOrderFundsDeps,
  type TReviewDeps,
} from '../desk';
import type { TDevHelpersRepository } from './dev-helpers.repository';
import type { TDeskAnswerDeps } from './dev.deps';

type THelpers<K extends keyof TDevHelpersRepository> = { helpers: Pick<TDevHelpersRepository, K> };

/** dev/outbox: the messages "sent" locally, newest first. */
export async function outboxMessages(
  deps: THelpers<'listOutbox'>,
  query: { recipient?: string; since?: string; limit: number },
) {
  const rows = await deps.helpers.listOutbox({
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
  deps: THelpers<'findIssuerSsoSecret'> & { publicUrl: string },
  query: { login: string; emetIden: number },
) {
  const issuer = await deps.helpers.findIssuerSsoSecret(query.emetIden);
  if (!issuer?.ssoSecret) throw notFound(ERROR_CODES.unknownIssuer);
  const token = await mintSsoToken(issuer.ssoSecret, issuer.emetIden, query.login);
  return { token, url: `${deps.publicUrl}/#/sso/${token}` };
}

/**
 * dev/payments/funds-received: the registrar received the transfer or cheque of an order, recorded
 * by the desk's own service (POST /api/v1/desk/ordres/{refDemande}/fonds): 404 unknown, 409 not due.
 */
export async function recordFundsReceived(deps: { funds: TOrderFundsDeps }, refDemande: string) {
  const { statutPaiement } = await recordOrderFunds(deps.funds, refDemande);
  return { statutPaiement };
}

/** dev/quotes: a security's last price today (the local venue trades at it). */
export async function setQuote(
  deps: THelpers<'setLastPrice' | 'upsertDayQuote'>,
  valeIden: number,
  cours: number,
) {
  const today = parisClock(new Date()).day;
  if (!(await deps.helpers.setLastPrice(valeIden, cours, today)))
    throw new AppError(404, ERROR_CODES.notFound);
  await deps.helpers.upsertDayQuote(valeIden, cours, today);
  return { valeIden, cours };
}

/** dev/desk/answer: answers (or closes) a request by its reference, as the desk would. */
export async function answerAsDesk(
  deps: TDeskAnswerDeps,
  input: { reference: string; texte: string; close?: boolean },
) {
  const row = await deps.requests.findByReference(input.reference);
  if (!row) throw notFound(ERROR_CODES.notFound);
  const thread = await answerSupportRequest(deps.selfcare, row.id, input.texte, []);
  return input.close ? deps.requests.close(row.id) : thread;
}

/** dev/desk/profil-review: decides the oldest pending document or bank change of a login's accounts. */
export async function reviewOldestOfLogin(
  deps: TReviewDeps & THelpers<'holderNumbersOfLogin'>,
  input: { login: string; kind: 'document' | 'bancaire'; decision: TReviewDecision },
): Promise<TReviewResult> {
  const { login, kind, decision } = input;
  const mine = new Set(await deps.helpers.holderNumbersOfLogin(login));
  const queue = kind === 'bancaire' ? await pendingBankChanges(deps) : await pendingDocuments(deps);
  const oldest = queue.find((item) => mine.has(item.tituNume));
  if (!oldest) throw notFound(ERROR_CODES.notFound);
  const body = { decision, operateur: 'dev-helper' };
  return kind === 'bancaire'
    ? reviewBankChange(deps, oldest.id, body)
    : reviewDocument(deps, oldest.id, body);
}

/** dev/themes/:themeId/alive: puts a theme in maintenance (alive false) or takes it out. */
export async function setThemeAliveAsTester(
  deps: { theme: Pick<TThemeService, 'setThemeAlive'> },
  themeId: number,
  alive: boolean,
) {
  return deps.theme.setThemeAlive(themeId, alive);
}
