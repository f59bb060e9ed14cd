import { randomBytes } from 'node:crypto';
import type { TConfig } from '../../config/config';
import { httpRefund, sandboxRefund, type TRefundRequest, type TRefundResult } from './refunds';
import type { TSandboxRefundsRepository } from './sandbox-refunds.repository';
import { seal } from './signature';

/** What a payment session (card) or an open-banking order is created with. */
export type TPaymentRequest = {
  refDemande: string;
  amountCents: number;
  currency: string;
  /** The holder's language, for the provider's page. */
  language: string;
  /** Where the provider's page sends the browser back (hash route of the web app). */
  returnPath: string;
};
export type TProviderSession = { providerRef: string; url: string };

/** The card payment provider: a hosted page; it confirms by a signed server-to-server notification. */
export type TCardProvider = {
  kind: 'sandbox' | 'http';
  createSession(input: TPaymentRequest): Promise<TProviderSession>;
  /** Gives a captured payment back to the card; the same idempotency key refunds once. */
  refund(input: TRefundRequest): Promise<TRefundResult>;
};
/** The open-banking provider: a bank consent page; it confirms by a signed notification too. */
export type TOpenBankingProvider = {
  kind: 'sandbox' | 'http';
  createOrder(input: TPaymentRequest): Promise<TProviderSession>;
  /** Sends a captured payment back to the payer's account; the same idempotency key refunds once. */
  refund(input: TRefundRequest): Promise<TRefundResult>;
};

/** A sandbox session: everything the local provider page needs, sealed so the page trusts it. */
export type TSandboxSession = TPaymentRequest & { providerRef: string; expiresAt: number };
const SANDBOX_SESSION_MS = 30 * 60_000;

function sandboxSession(
  secret: string,
  prefix: string,
  path: string,
  input: TPaymentRequest,
): TProviderSession {
  const providerRef = `${prefix}_${randomBytes(12).toString('hex')}`;
  const session: TSandboxSession = { ...input, providerRef, expiresAt: Date.now() + SANDBOX_SESSION_MS };
  // Relative: the page is served by this server, on the origin the browser already uses.
  return { providerRef, url: `/api/v1/external/paiement/sandbox/${path}?s=${seal(secret, session)}` };
}

/** POST JSON to a provider with its API key; its answer's fields are checked by the caller. */
async function postJson(url: string, apiKey: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`provider answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

function providerSession(answer: Record<string, unknown>): TProviderSession {
  if (typeof answer.id !== 'string' || typeof answer.url !== 'string')
    throw new Error('provider answer without id/url');
  return { providerRef: answer.id, url: answer.url };
}

/** The card provider of the config; the sandbox keeps its refunds in `sandboxBook`. */
export function createCardProvider(
  config: TConfig,
  webhookSecret: string,
  sandboxBook: TSandboxRefundsRepository,
): TCardProvider {
  if (config.PAYMENT_PROVIDER === 'http') {
    return {
      kind: 'http',
      createSession: async (input) =>
        providerSession(
          await postJson(
            `${config.PAYMENT_PROVIDER_URL}/v1/checkout/sessions`,
            config.PAYMENT_PROVIDER_API_KEY!,
            {
              reference: input.refDemande,
              amount: input.amountCents,
              currency: input.currency,
              locale: input.language,
              return_url: `${config.publicUrl}/${input.returnPath}`,
              notification_url: `${config.publicUrl}/api/v1/external/paiement/notification/cb`,
            },
          ),
        ),
      refund: (input) =>
        httpRefund(
          `${config.PAYMENT_PROVIDER_URL}/v1/refunds`,
          config.PAYMENT_PROVIDER_API_KEY!,
          {
            payment: input.providerRef,
            amount: input.amountCents,
            currency: input.currency,
            reason: input.reason,
          },
          input.idempotencyKey,
        ),
    };
  }
  return {
    kind: 'sandbox',
    createSession: async (input) => sandboxSession(webhookSecret, 'sbx_cb', 'cb', input),
    refund: (input) => sandboxRefund(sandboxBook, 'CB', input),
  };
}

export function createOpenBankingProvider(
  config: TConfig,
  webhookSecret: string,
  sandboxBook: TSandboxRefundsRepository,
): TOpenBankingProvider {
  if (config.OPEN_BANKING_PROVIDER === 'http') {
    return {
      kind: 'http',
      createOrder: async (input) =>
        providerSession(
          await postJson(`${config.OPEN_BANKING_URL}/v2/payment-orders`, config.OPEN_BANKING_API_KEY!, {
            reference: input.refDemande,
            amount: input.amountCents,
            currency: input.currency,
            redirect_url: `${config.publicUrl}/${input.returnPath}`,
            notification_url: `${config.publicUrl}/api/v1/external/paiement/notification/linxo`,
          }),
        ),
      refund: (input) =>
        httpRefund(
          `${config.OPEN_BANKING_URL}/v2/payment-orders/${encodeURIComponent(input.providerRef)}/refunds`,
          config.OPEN_BANKING_API_KEY!,
          { amount: input.amountCents, currency: input.currency, reason: input.reason },
          input.idempotencyKey,
        ),
    };
  }
  return {
    kind: 'sandbox',
    createOrder: async (input) => sandboxSession(webhookSecret, 'sbx_lx', 'linxo', input),
    refund: (input) => sandboxRefund(sandboxBook, 'LINXO', input),
  };
}
