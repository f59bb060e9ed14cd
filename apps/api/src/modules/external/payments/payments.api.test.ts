import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { PAYMENT_ERRORS, SANDBOX_CHALLENGE_CODE, SANDBOX_TEST_CARDS } from '@nomina/domain';
import { orderRequests, payments } from '../../../db/schema';
import { injectAccountToken } from '../../../testing/account-token';
import { injectWithToken } from '../../../testing/inject-login';
import { buyDraft, placeOrder } from '../../../testing/orders';
import { describeApi } from '../../../testing/test-app';
import { postSandboxForm, sandboxCardExpiry } from '../../../testing/sandbox-card';

describeApi('external payments: card and open banking', (app) => {
  const external = (token: string, url: string, payload?: object) =>
    injectWithToken(app(), token, {
      method: payload ? 'POST' : 'GET',
      url: `/api/v1/external/${url}`,
      payload,
    });
  const confirmCb = (token: string, refDemande: string) =>
    injectWithToken(app(), token, {
      method: 'POST',
      url: '/api/v1/business/operation/confirm-cb-payment',
      payload: { refDemande },
    });
  const paymentStatusOf = async (idDemande: string) =>
    (await app().db.select().from(orderRequests).where(eq(orderRequests.idDemande, idDemande)))[0]!
      .statutPaiement;
  const form = (url: string, fields: Record<string, string>) => postSandboxForm(app(), url, fields);
  const expiry = sandboxCardExpiry();

  /** A card order of jdupont01 and its hosted page URL. */
  async function cardOrder(quantite = 10) {
    const jean = await injectAccountToken(app(), 'jdupont01');
    const order = (await placeOrder(app(), jean, buyDraft({ quantite }))).json();
    const started = await external(jean, 'paiement/url-cb', { refDemande: order.refDemande });
    expect(started.statusCode).toBe(200);
    return { jean, order, url: started.json().urlPaiement as string };
  }

  it('pays by card: the hosted page, the signed notification, then the confirmation', async () => {
    const { jean, order, url } = await cardOrder();
    const page = await app().inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/<script|style=/);
    expect(page.body).toContain(order.refDemande);
    const paid = await form(url, { cardNumber: SANDBOX_TEST_CARDS.success, expiry, cvc: '123' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/#/payment-callback?refDemande=${order.refDemande}&inBusinessDay=${order.inBusinessDay}&supervised=false&route=operation_acheter&success=true`,
    );
    expect(await paymentStatusOf(order.idDemande)).toBe('PAYE');
    const confirmed = await confirmCb(jean, order.refDemande);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, refDemande: order.refDemande });
    // Paid: no second payment.
    expect((await external(jean, 'paiement/url-cb', { refDemande: order.refDemande })).json().errorCode).toBe(
      PAYMENT_ERRORS.notDue,
    );
  });

  it('a forged success=true return or notification marks nothing paid', async () => {
    const { jean, order, url } = await cardOrder();
    const forged = await confirmCb(jean, order.refDemande);
    expect(forged.statusCode).toBe(409);
    expect(forged.json().errorCode).toBe(PAYMENT_ERRORS.notConfirmed);
    const [payment] = await app().db.select().from(payments).where(eq(payments.idDemande, order.idDemande));
    const body = JSON.stringify({
      providerRef: payment!.providerRef,
      refDemande: order.refDemande,
      amountCents: payment!.amountCents,
      currency: 'EUR',
      status: 'SUCCEEDED',
    });
    const unsigned = await app().inject({
      method: 'POST',
      url: '/api/v1/external/paiement/notification/cb',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-nomina-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().errorCode).toBe(PAYMENT_ERRORS.signature);
    expect(await paymentStatusOf(order.idDemande)).toBe('A_PAYER');
    // The card page itself still works afterwards.
    expect((await app().inject({ url })).statusCode).toBe(200);
  });

  it('the refusal card and a failed 3-D Secure challenge refuse; the right code pays', async () => {
    const refused = await cardOrder();
    const answer = await form(refused.url, { cardNumber: SANDBOX_TEST_CARDS.refused, expiry, cvc: '123' });
    expect(answer.headers.location).toContain('success=false');
    expect((await confirmCb(refused.jean, refused.order.refDemande)).json().errorCode).toBe(
      PAYMENT_ERRORS.refused,
    );
    expect(await paymentStatusOf(refused.order.idDemande)).toBe('REFUSE');

    const challenged = await cardOrder();
    const challenge = await form(challenged.url, {
      cardNumber: SANDBOX_TEST_CARDS.challenge,
      expiry,
      cvc: '123',
    });
    expect(challenge.statusCode).toBe(200);
    const action = /action="([^"]+\/challenge[^"]*)"/.exec(challenge.body)![1]!.replace(/&amp;/g, '&');
    expect((await form(action, { code: '000000' })).headers.location).toContain('success=false');
    // A new session after the refusal, with the right code.
    const again = await external(challenged.jean, 'paiement/url-cb', {
      refDemande: challenged.order.refDemande,
    });
    const page = await form(again.json().urlPaiement, {
      cardNumber: SANDBOX_TEST_CARDS.challenge,
      expiry,
      cvc: '123',
    });
    const retry = /action="([^"]+\/challenge[^"]*)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
    expect((await form(retry, { code: SANDBOX_CHALLENGE_CODE })).headers.location).toContain('success=true');
    expect(await paymentStatusOf(challenged.order.idDemande)).toBe('PAYE');
  });

  it('the hosted page refuses a card number that fails the Luhn check', async () => {
    const { url } = await cardOrder();
    const invalid = await form(url, { cardNumber: '4000000000000001', expiry, cvc: '123' });
    expect(invalid.statusCode).toBe(422);
  });

  it('pays by open banking: consent page, status polling, confirmation', async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    const order = (await placeOrder(app(), jean, buyDraft({ modePaiement: 'LINXO' }))).json();
    const created = await external(jean, 'paiement/linxo/orders', { refDemande: order.refDemande });
    expect(created.statusCode).toBe(200);
    const { orderId, urlPaiement, operationToken } = created.json();
    expect((await external(jean, `paiement/linxo/order-status?orderId=${orderId}`)).json()).toMatchObject({
      status: 'PENDING',
      isFinal: false,
    });
    const confirm = (token: string) =>
      injectWithToken(app(), jean, {
        method: 'POST',
        url: `/api/v1/business/operation/confirm-linxo-payment?orderId=${orderId}&operationToken=${token}&natureDemande=ACHAT_TITRE`,
      });
    expect((await confirm(operationToken)).json().errorCode).toBe(PAYMENT_ERRORS.notConfirmed);
    expect((await app().inject({ url: urlPaiement })).statusCode).toBe(200);
    const approved = await app().inject({
      method: 'POST',
      url: urlPaiement.replace('/sandbox/linxo?', '/sandbox/linxo/approve?'),
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toContain(`#/operation_acheter?order_id=${order.refDemande}`);
    expect((await external(jean, `paiement/linxo/order-status?orderId=${orderId}`)).json()).toMatchObject({
      status: 'EXECUTED',
      isFinal: true,
    });
    expect((await confirm('x'.repeat(32))).statusCode).toBe(403);
    const confirmed = await confirm(operationToken);
    expect(confirmed.statusCode).toBe(200);
    expect(await paymentStatusOf(order.idDemande)).toBe('PAYE');
    // Another holder cannot read it.
    const marie = await injectAccountToken(app(), 'mmartin01', 1001);
    expect(
      (
        await injectWithToken(app(), marie, {
          url: `/api/v1/external/paiement/linxo/order-status?orderId=${orderId}`,
        })
      ).statusCode,
    ).toBe(404);
  });
});
