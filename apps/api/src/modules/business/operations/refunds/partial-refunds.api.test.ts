import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS, type TPaymentHistory } from '@nomina/domain';
import { createLocalVenue } from '../../../../adapters/execution-venue/execution-venue';
import { sandboxRefund } from '../../../../adapters/payments/refunds';
import { createSandboxRefundsRepository } from '../../../../adapters/payments/sandbox-refunds.repository';
import {
  gedDocuments,
  operations,
  orderRequests,
  paymentRefunds,
  payments,
  sandboxRefunds,
} from '../../../../db/schema';
import { injectAccountToken } from '../../../../testing/account-token';
import { injectWithToken } from '../../../../testing/inject-login';
import { buyDraft, placeOrder } from '../../../../testing/orders';
import { postSandboxForm, sandboxCardExpiry } from '../../../../testing/sandbox-card';
import { describeApi } from '../../../../testing/test-app';
import { createEngineDeps } from '../execution/execution.deps';
import { runExecution } from '../execution/execution-engine.service';

/**
 * A buy paid up front that ends up costing less gets the difference back (issue 11): the unfilled
 * part of an order closed after a partial fill, the price improvement of one executed below its
 * limit. jdupont01's Aubépine (10011, quote 42.18): 10 at the limit 42.20 are paid 422 + 10
 * (minimum fee) + 2 (VAT 20 %) = 434.00.
 */
describeApi('business operations: partial refunds', (app) => {
  const call = (token: string, url: string, payload?: object) =>
    injectWithToken(app(), token, { method: payload ? 'POST' : 'GET', url: `/api/v1/${url}`, payload });
  const dev = (url: string, payload: object = {}) =>
    app().inject({ method: 'POST', url: `/api/v1/dev/${url}`, payload });
  const orderOf = async (idDemande: string) =>
    (await app().db.select().from(operations).where(eq(operations.idDemande, idDemande)))[0]!;
  const refundsOf = (idDemande: string) =>
    app().db.select().from(paymentRefunds).where(eq(paymentRefunds.idDemande, idDemande));
  const paymentOf = async (idDemande: string) =>
    (await app().db.select().from(payments).where(eq(payments.idDemande, idDemande)))[0]!;
  const sandboxOf = (chargeRef: string) =>
    app().db.select().from(sandboxRefunds).where(eq(sandboxRefunds.chargeRef, chargeRef));
  /** One engine run filling at most `maxFill` shares per order, at `at`. */
  const runPartly = (maxFill: number, at = new Date()) =>
    runExecution(createEngineDeps(app().db, { now: () => at, venue: createLocalVenue(maxFill) }));

  /** A limit buy of jdupont01 paid by the sandbox card (the provider's signed success). */
  async function paidBuy(coursLimite = 42.2) {
    const jean = await injectAccountToken(app(), 'jdupont01');
    const order = (await placeOrder(app(), jean, buyDraft({ coursLimite }))).json();
    const started = await call(jean, 'external/paiement/url-cb', { refDemande: order.refDemande });
    expect(started.statusCode, started.body).toBe(200);
    const paid = await postSandboxForm(app(), started.json().urlPaiement as string, {
      cardNumber: SANDBOX_TEST_CARDS.success,
      expiry: sandboxCardExpiry(),
      cvc: '123',
    });
    expect(paid.statusCode).toBe(303);
    const [request] = await app()
      .db.select()
      .from(orderRequests)
      .where(eq(orderRequests.idDemande, order.idDemande));
    expect(request!.statutPaiement).toBe('PAYE');
    expect((await paymentOf(order.idDemande)).amountCents).toBe(43400);
    return { jean, order: order as { idDemande: string; refDemande: string } };
  }

  it('a partly executed order the holder cancels gets its unfilled part back, once', async () => {
    const { jean, order } = await paidBuy();
    await runPartly(4);
    expect(await orderOf(order.idDemande)).toMatchObject({
      statut: 'PARTIELLEMENT_EXECUTE',
      quantiteExecutee: 4,
    });
    const details = await call(
      jean,
      `business/operation/detail-ordre-bourse?identifiantDemande=${order.idDemande}`,
    );
    expect(details.json()).toMatchObject({ statut: 'PARTIELLEMENT_EXECUTE', annulable: true });

    const cancelled = await call(jean, 'business/operation/cancel-order', { idDemande: order.idDemande });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The 4 executed (168.72 + 10 minimum fee + 2 VAT = 180.72) stay bought; 434 − 180.72 comes back.
    expect(cancelled.json()).toMatchObject({
      statut: 'ANNULE',
      annulable: false,
      quantiteExecutee: 4,
      montantBrut: 168.72,
      frais: 10,
      montantNet: 180.72,
      codeAvis: `AVIS${order.idDemande}`,
    });
    const [refund] = await refundsOf(order.idDemande);
    expect(refund).toMatchObject({ reason: 'EXECUTION_PARTIELLE', amountCents: 25328, statut: 'REMBOURSE' });
    const payment = await paymentOf(order.idDemande);
    expect(await sandboxOf(payment.providerRef)).toEqual([
      expect.objectContaining({ amountCents: 25328, idempotencyKey: refund!.id }),
    ]);
    const notices = await app()
      .db.select()
      .from(gedDocuments)
      .where(eq(gedDocuments.documentCode, `AVIS${order.idDemande}`));
    expect(notices.length).toBeGreaterThan(0);

    // A second closing refunds nothing more: the cancel is refused, the engine's sweep finds nothing.
    const again = await call(jean, 'business/operation/cancel-order', { idDemande: order.idDemande });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBeDefined();
    await dev('execution/run');
    expect(await refundsOf(order.idDemande)).toHaveLength(1);
    expect(await sandboxOf(payment.providerRef)).toHaveLength(1);

    const history = await call(jean, `external/paiement/historique?idDemande=${order.idDemande}`);
    expect((history.json() as TPaymentHistory).paiements).toEqual([
      expect.objectContaining({
        montant: 434,
        statut: 'SUCCEEDED',
        remboursement: expect.objectContaining({
          statut: 'REMBOURSE',
          motif: 'EXECUTION_PARTIELLE',
          montant: 253.28,
        }),
      }),
    ]);
  });

  it('a partly executed order that expires gets its unfilled part back from the engine', async () => {
    const { order } = await paidBuy();
    await runPartly(4);
    const later = new Date(Date.now() + 120 * 86_400_000);
    expect(await runPartly(4, later)).toMatchObject({ expired: expect.any(Number) });
    expect(await orderOf(order.idDemande)).toMatchObject({ statut: 'EXPIRE', quantiteExecutee: 4 });
    // Decided in the expiry's transaction, sent by the next run's sweep.
    expect(await refundsOf(order.idDemande)).toEqual([
      expect.objectContaining({ reason: 'EXECUTION_PARTIELLE', amountCents: 25328, statut: 'EN_COURS' }),
    ]);
    await dev('execution/run');
    expect(await refundsOf(order.idDemande)).toEqual([expect.objectContaining({ statut: 'REMBOURSE' })]);
  });

  it('an order executed below its limit gets the price improvement back once fully executed', async () => {
    try {
      await dev('quotes', { valeIden: 10011, cours: 40 });
      const { order } = await paidBuy();
      await runPartly(4);
      // Not yet: the rest may still execute at the limit.
      expect(await refundsOf(order.idDemande)).toHaveLength(0);
      await runPartly(500);
      // 10 at 40 = 400 + 10 + 2 = 412; paid 434.
      expect(await orderOf(order.idDemande)).toMatchObject({
        statut: 'EXECUTE',
        quantiteExecutee: 10,
        montantNet: 412,
      });
      expect(await refundsOf(order.idDemande)).toEqual([
        expect.objectContaining({ reason: 'AMELIORATION_PRIX', amountCents: 2200 }),
      ]);
      await dev('execution/run');
      expect(await refundsOf(order.idDemande)).toEqual([expect.objectContaining({ statut: 'REMBOURSE' })]);
      // The execution at the limit price gives nothing back.
      await dev('quotes', { valeIden: 10011, cours: 42.2 });
      const atLimit = await paidBuy();
      await runPartly(500);
      expect((await orderOf(atLimit.order.idDemande)).statut).toBe('EXECUTE');
      expect(await refundsOf(atLimit.order.idDemande)).toHaveLength(0);
    } finally {
      await dev('quotes', { valeIden: 10011, cours: 42.18 });
    }
  });

  it('never refunds more than was captured', async () => {
    const { jean, order } = await paidBuy();
    await runPartly(4);
    await call(jean, 'business/operation/cancel-order', { idDemande: order.idDemande });
    const payment = await paymentOf(order.idDemande);
    const [refund] = await refundsOf(order.idDemande);
    // What the executed part costs plus what came back is what was captured, to the cent.
    expect(refund!.amountCents + 18072).toBe(payment.amountCents);
    // The provider refuses any further refund of the same charge beyond what is left of it.
    const more = {
      providerRef: payment.providerRef,
      amountCents: payment.amountCents - refund!.amountCents + 1,
      currency: 'EUR',
      idempotencyKey: 'another-refund',
      reason: 'TEST',
    };
    await expect(sandboxRefund(createSandboxRefundsRepository(app().db), 'CB', more)).rejects.toThrow(
      /exceed/,
    );
    // The same key again answers the same refund, without a second entry.
    const same = await sandboxRefund(createSandboxRefundsRepository(app().db), 'CB', {
      ...more,
      amountCents: refund!.amountCents,
      idempotencyKey: refund!.id,
    });
    expect(same.refundRef).toBe(refund!.providerRefundRef);
    expect(await sandboxOf(payment.providerRef)).toHaveLength(1);
  });
});
