import { randomBytes } from 'node:crypto';
import type { TSandboxRefundsRepository } from './sandbox-refunds.repository';

/** A refund asked of a provider: the captured payment, the amount, and the key that makes it once-only. */
export type TRefundRequest = {
  /** The provider's id of the captured session or open-banking order. */
  providerRef: string;
  amountCents: number;
  currency: string;
  /** Sent as Idempotency-Key: the same key never refunds twice. */
  idempotencyKey: string;
  reason: string;
};
/** The provider's id of the refund it recorded. */
export type TRefundResult = { refundRef: string };

/**
 * The sandbox providers' refund: recorded in their own book (sandbox_refunds) once per key, and
 * only for a charge they captured (a confirmed payment of that reference), partial or whole, and
 * never beyond what is left of it (the charge minus the refunds already recorded under other keys).
 */
export async function sandboxRefund(
  book: TSandboxRefundsRepository,
  provider: 'CB' | 'LINXO',
  input: TRefundRequest,
): Promise<TRefundResult> {
  const charge = await book.findCapturedCharge(provider, input.providerRef);
  if (!charge) throw new Error('sandbox: no captured charge with this reference');
  if (input.amountCents <= 0 || input.amountCents > charge.amountCents || input.currency !== charge.currency)
    throw new Error('sandbox: refund amount or currency does not match the charge');
  const already = await book.refundedUnderOtherKeys(provider, input.providerRef, input.idempotencyKey);
  if (already + input.amountCents > charge.amountCents)
    throw new Error('sandbox: refunds would exceed the captured amount');
  await book.insertOnce({
    id: `sbx_rf_${randomBytes(12).toString('hex')}`,
    idempotencyKey: input.idempotencyKey,
    provider,
    chargeRef: input.providerRef,
    amountCents: input.amountCents,
    currency: input.currency,
  });
  return { refundRef: (await book.findIdByKey(input.idempotencyKey))! };
}

/** A provider's REST refund call (the production transports), with its idempotency key. */
export async function httpRefund(url: string, apiKey: string, body: unknown, idempotencyKey: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${apiKey}`,
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`provider answered ${response.status}`);
  const answer = (await response.json()) as Record<string, unknown>;
  if (typeof answer.id !== 'string') throw new Error('provider answer without id');
  if (answer.status === 'failed' || answer.status === 'canceled') throw new Error(`refund ${answer.status}`);
  return { refundRef: answer.id };
}
