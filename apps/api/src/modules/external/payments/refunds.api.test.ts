import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS, type TPaymentHistory } from '@nomina/domain';
import { signPayload } from '../../../adapters/payments/signature';
import {
  operations,
  orderRequests,
  ostAnswers,
  ostEvents,
  paymentRefunds,
  payments,
  sandboxRefunds,
} from '../../../db/schema';
import { injectAccountToken } from '../../../testing/account-token';
import { DEMO_PASSWORD, injectWithToken } from '../../../testing/inject-login';
import { buyDraft, placeOrder } from '../../../testing/orders';
import { describeApi } from '../../../testing/test-app';
import { createPaymentsDeps } from './deps';
import { refundClosedRequest, sweepRefunds } from './refunds.service';
import { postSandboxForm, sandboxCardExpiry } from '../../../testing/sandbox-card';

/** Money captured for a request that cannot honour it goes back once, through the provider. */
describeApi('external payments: refunds', (app) => {
  const call = (token: string, url: string, payload?: object) =>
    injectWithToken(app(), token, { method: payload ? 'POST' : 'GET', url: `/api/v1/${url}`, payload });
  const form = (url: string, fields: Record<string, string>) => postSandboxForm(app(), url, fields);
  const expiry = sandboxCardExpiry();
  const payWith = (url: string, cardNumber: string = SANDBOX_TEST_CARDS.success) =>
    form(url, { cardNumber, expiry, cvc: '123' });
  const startCard = async (token: string, refDemande: string) => {
    const started = await call(token, 'external/paiement/url-cb', { refDemande });
    expect(started.statusCode, started.body).toBe(200);
    return started.json().urlPaiement as string;
  };
  const historyOf = async (token: string, idDemande: string) => {
    const response = await call(token, `external/paiement/historique?idDemande=${idDemande}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return (response.json() as TPaymentHistory).paiements;
  };
  const refundsOf = (idDemande: string) =>
    app().db.select().from(paymentRefunds).where(eq(paymentRefunds.idDemande, idDemande));
  const sandboxBook = async () => (await app().db.select({ n: count() }).from(sandboxRefunds))[0]!.n;
  const requestOf = async (idDemande: string) =>
    (await app().db.select().from(orderRequests).where(eq(orderRequests.idDemande, idDemande)))[0]!;

  /** A card buy order of jdupont01 and the hosted page of its payment. */
  async function cardOrder() {
    const jean = await injectAccountToken(app(), 'jdupont01');
    const order = (await placeOrder(app(), jean, buyDraft())).json();
    return { jean, order, url: await startCard(jean, order.refDemande) };
  }

  /** Sends the provider's signed notification again, as a provider retrying would. */
  async function notifyAgain(idDemande: string, refDemande: string) {
    const [payment] = await app().db.select().from(payments).where(eq(payments.idDemande, idDemande));
    const body = JSON.stringify({
      providerRef: payment!.providerRef,
      refDemande,
      amountCents: payment!.amountCents,
      currency: payment!.currency,
      status: 'SUCCEEDED',
    });
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/external/paiement/notification/cb',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-nomina-signature': signPayload(createPaymentsDeps(app()).webhookSecret, body),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('a card success confirmed after the order was cancelled is refunded once, and shown to the holder', async () => {
    const { jean, order, url } = await cardOrder();
    const cancelled = await call(jean, 'business/operation/cancel-order', { idDemande: order.idDemande });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const before = await sandboxBook();
    // The holder's page was still open: the card is charged after the cancel.
    const paid = await payWith(url);
    expect(paid.statusCode).toBe(303);
    expect((await requestOf(order.idDemande)).statutPaiement).not.toBe('PAYE');
    const [refund] = await refundsOf(order.idDemande);
    expect(refund).toMatchObject({ statut: 'REMBOURSE', reason: 'DEMANDE_CLOSE', amountCents: 43400 });
    expect(refund!.providerRefundRef).toMatch(/^sbx_rf_/);
    expect(await sandboxBook()).toBe(before + 1);
    // The provider sends its notification again: nothing more is refunded.
    await notifyAgain(order.idDemande, order.refDemande);
    expect(await refundsOf(order.idDemande)).toHaveLength(1);
    expect(await sandboxBook()).toBe(before + 1);
    const [line] = await historyOf(jean, order.idDemande);
    expect(line).toMatchObject({
      provider: 'CB',
      montant: 434,
      statut: 'SUCCEEDED',
      remboursement: { statut: 'REMBOURSE', motif: 'DEMANDE_CLOSE', montant: 434 },
    });
    expect(line!.remboursement!.dateRemboursement).not.toBeNull();
  });

  it('an order paid twice keeps the first payment and refunds the second', async () => {
    const { jean, order, url } = await cardOrder();
    // Two tabs opened the card page before either was paid.
    const second = await startCard(jean, order.refDemande);
    expect((await payWith(url)).headers.location).toContain('success=true');
    expect((await payWith(second)).statusCode).toBe(303);
    expect((await requestOf(order.idDemande)).statutPaiement).toBe('PAYE');
    const refunds = await refundsOf(order.idDemande);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ statut: 'REMBOURSE', reason: 'DEJA_PAYEE' });
    const lines = await historyOf(jean, order.idDemande);
    expect(lines.map((line) => line.remboursement?.motif ?? null)).toEqual([null, 'DEJA_PAYEE']);
  });

  it('a paid order the holder cancels is refunded in full at the cancel', async () => {
    const { jean, order, url } = await cardOrder();
    await payWith(url);
    expect((await requestOf(order.idDemande)).statutPaiement).toBe('PAYE');
    expect(await refundsOf(order.idDemande)).toHaveLength(0);
    const cancelled = await call(jean, 'business/operation/cancel-order', { idDemande: order.idDemande });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [refund] = await refundsOf(order.idDemande);
    expect(refund).toMatchObject({ statut: 'REMBOURSE', reason: 'ORDRE_ANNULE', amountCents: 43400 });
    // The engine's sweep finds nothing more to refund.
    await app().inject({ method: 'POST', url: '/api/v1/dev/execution/run', payload: {} });
    expect(await refundsOf(order.idDemande)).toHaveLength(1);
  });

  it('a paid order that expires unexecuted is refunded by the engine', async () => {
    const { order, url } = await cardOrder();
    await payWith(url);
    await app()
      .db.update(operations)
      .set({ dateValidite: '2020-01-02' })
      .where(eq(operations.idDemande, order.idDemande));
    await app().inject({ method: 'POST', url: '/api/v1/dev/execution/run', payload: {} });
    const [line] = await app().db.select().from(operations).where(eq(operations.idDemande, order.idDemande));
    expect(line!.statut).toBe('EXPIRE');
    const [refund] = await refundsOf(order.idDemande);
    expect(refund).toMatchObject({ statut: 'REMBOURSE', reason: 'ORDRE_EXPIRE' });
  });

  it('a corporate-action balance paid after the event was settled is refunded', async () => {
    const marie = await injectAccountToken(app(), 'mmartin01', 1001);
    const tokenCall = await call(marie, 'business/ost/token', {
      idOst: 102,
      choix: 'SOUSCRIPTION',
      option: 'SUP',
      modePaiement: 'CB',
    });
    expect(tokenCall.statusCode, tokenCall.body).toBe(200);
    const validated = await call(marie, 'business/ost/validate', {
      password: DEMO_PASSWORD,
      operationToken: tokenCall.json().status,
      natureDemande: 'OST',
    });
    const { refDemande } = validated.json().reponse as { refDemande: string };
    const url = await startCard(marie, refDemande);
    // The register engine pays the event while the holder is on the card page.
    await app().db.update(ostEvents).set({ settledAt: new Date() }).where(eq(ostEvents.idOst, 102));
    await payWith(url);
    const [answer] = await app().db.select().from(ostAnswers).where(eq(ostAnswers.refDemande, refDemande));
    expect(answer).toMatchObject({ statut: 'EN_ATTENTE_PAIEMENT', paidAt: null });
    const [refund] = await refundsOf(answer!.idDemande);
    expect(refund).toMatchObject({ statut: 'REMBOURSE', reason: 'OST_REGLEE' });
  });

  it('a refund the provider refuses is kept as failed and sent again by the sweep, once', async () => {
    const { order, url } = await cardOrder();
    await payWith(url);
    await app()
      .db.update(operations)
      .set({ statut: 'ANNULE' })
      .where(eq(operations.idDemande, order.idDemande));
    const deps = createPaymentsDeps(app());
    const failing = {
      ...deps,
      card: {
        ...deps.card,
        refund: () => Promise.reject(new Error('provider answered 503')),
      },
    };
    const before = await sandboxBook();
    await refundClosedRequest(failing, order.idDemande);
    expect((await refundsOf(order.idDemande))[0]).toMatchObject({
      statut: 'ECHEC',
      attempts: 1,
      lastError: 'provider answered 503',
    });
    expect(await sandboxBook()).toBe(before);
    await sweepRefunds(deps);
    expect((await refundsOf(order.idDemande))[0]).toMatchObject({ statut: 'REMBOURSE', attempts: 2 });
    await sweepRefunds(deps);
    expect(await refundsOf(order.idDemande)).toHaveLength(1);
    expect(await sandboxBook()).toBe(before + 1);
  });

  it("another holder's payments are not found", async () => {
    const { order } = await cardOrder();
    const marie = await injectAccountToken(app(), 'mmartin01', 1001);
    const response = await call(marie, `external/paiement/historique?idDemande=${order.idDemande}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('general.error.notfound');
  });
});
