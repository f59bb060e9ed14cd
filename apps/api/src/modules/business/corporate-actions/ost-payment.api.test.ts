import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ORDER_ERRORS, PAYMENT_ERRORS, SANDBOX_TEST_CARDS, type TOstEvent } from '@nomina/domain';
import { operations, ostAnswers, payments } from '../../../db/schema';
import { injectAccountToken } from '../../../testing/account-token';
import { DEMO_PASSWORD, injectWithToken } from '../../../testing/inject-login';
import { describeApi } from '../../../testing/test-app';
import { postSandboxForm, sandboxCardExpiry } from '../../../testing/sandbox-card';

/** A corporate-action balance paid by card or open banking: the payments of the operations area, for an answer. */
describeApi('business ost: paying a balance by card or open banking', (app) => {
  const call = (token: string, url: string, payload?: object) =>
    injectWithToken(app(), token, { method: payload ? 'POST' : 'GET', url: `/api/v1/${url}`, payload });
  const form = (url: string, fields: Record<string, string>) => postSandboxForm(app(), url, fields);
  const expiry = sandboxCardExpiry();
  const refused = (
    response: { statusCode: number; json: () => { errorCode: string } },
    status: number,
    errorCode: string,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(response.json().errorCode).toBe(errorCode);
  };
  const answerOf = async (refDemande: string) =>
    (await app().db.select().from(ostAnswers).where(eq(ostAnswers.refDemande, refDemande)))[0]!;
  const paymentsOf = async (idDemande: string) =>
    (await app().db.select({ n: count() }).from(payments).where(eq(payments.idDemande, idDemande)))[0]!.n;
  const answersOf = async (tituNume: string) =>
    (
      await app()
        .db.select({ n: count() })
        .from(ostAnswers)
        .where(and(eq(ostAnswers.tituNume, tituNume), eq(ostAnswers.idOst, 102)))
    )[0]!.n;

  /** Subscribes to the open capital increase (102, option SUP) with `modePaiement`, password included. */
  async function subscribe(token: string, modePaiement: 'CB' | 'LINXO') {
    const tokenCall = await call(token, 'business/ost/token', {
      idOst: 102,
      choix: 'SOUSCRIPTION',
      option: 'SUP',
      modePaiement,
    });
    expect(tokenCall.statusCode, tokenCall.body).toBe(200);
    const validated = await call(token, 'business/ost/validate', {
      password: DEMO_PASSWORD,
      operationToken: tokenCall.json().status,
      natureDemande: 'OST',
    });
    expect(validated.statusCode, validated.body).toBe(200);
    return validated.json().reponse as { refDemande: string; statut: string; montantAPayer: number };
  }

  it('a card over CB_PLAFOND is refused at the token, nothing recorded', async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    // 172 new shares: 5 249.40 € to pay, over the 5 000 € card limit.
    refused(
      await call(jean, 'business/ost/token', {
        idOst: 102,
        choix: 'SOUSCRIPTION',
        option: 'SUP',
        modePaiement: 'CB',
      }),
      422,
      ORDER_ERRORS.cbPlafond,
    );
    expect(await answersOf('T1001-000101')).toBe(0);
  });

  it("pays by card: another holder refused, the server's amount, a refused card records nothing, paid once", async () => {
    const marie = await injectAccountToken(app(), 'mmartin01', 1001);
    const event = ((await call(marie, 'business/ost?typeOst=AK')).json() as TOstEvent[]).find(
      (entry) => entry.idOst === 102,
    )!;
    const sup = event.optionsSouscription.find((option) => option.option === 'SUP')!;
    const reponse = await subscribe(marie, 'CB');
    expect(reponse).toMatchObject({ statut: 'EN_ATTENTE_PAIEMENT', montantAPayer: sup.amountToPay });
    expect(sup.amountToPay).toBeGreaterThan(0);

    // Another holder cannot start, confirm or open-bank it.
    const jean = await injectAccountToken(app(), 'jdupont01');
    const ref = { refDemande: reponse.refDemande };
    refused(await call(jean, 'external/paiement/url-cb', ref), 404, 'general.error.notfound');
    refused(await call(jean, 'external/paiement/linxo/orders', ref), 404, 'general.error.notfound');
    refused(await call(jean, 'business/operation/confirm-cb-payment', ref), 404, 'general.error.notfound');
    // Not a card answer: open banking is not due.
    refused(await call(marie, 'external/paiement/linxo/orders', ref), 409, PAYMENT_ERRORS.notDue);
    expect(await paymentsOf(reponse.refDemande)).toBe(0);

    // An amount sent by the browser is ignored: the provider is asked for the server's.
    const started = await call(marie, 'external/paiement/url-cb', { ...ref, amountCents: 100 });
    expect(started.statusCode, started.body).toBe(200);
    const [attempt] = await app()
      .db.select()
      .from(payments)
      .where(eq(payments.idDemande, reponse.refDemande));
    expect(attempt!.amountCents).toBe(Math.round(sup.amountToPay * 100));

    // The refusal card: nothing paid, the answer still waits for its balance.
    const declined = await form(started.json().urlPaiement, {
      cardNumber: SANDBOX_TEST_CARDS.refused,
      expiry,
      cvc: '123',
    });
    expect(declined.headers.location).toContain('route=ost_ak');
    expect(declined.headers.location).toContain('success=false');
    expect(await answerOf(reponse.refDemande)).toMatchObject({ statut: 'EN_ATTENTE_PAIEMENT', paidAt: null });
    refused(await call(marie, 'business/operation/confirm-cb-payment', ref), 409, PAYMENT_ERRORS.refused);

    // Payable again; the success card pays it and the answer is recorded, pending the payment date.
    const again = await call(marie, 'external/paiement/url-cb', ref);
    expect(again.statusCode, again.body).toBe(200);
    const paid = await form(again.json().urlPaiement, {
      cardNumber: SANDBOX_TEST_CARDS.success,
      expiry,
      cvc: '123',
    });
    expect(paid.headers.location).toBe(
      `/#/payment-callback?refDemande=${reponse.refDemande}&inBusinessDay=true&supervised=false&route=ost_ak&success=true`,
    );
    const answer = await answerOf(reponse.refDemande);
    expect(answer.statut).toBe('EN_ATTENTE');
    expect(answer.paidAt).not.toBeNull();
    const confirmed = await call(marie, 'business/operation/confirm-cb-payment', ref);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, refDemande: reponse.refDemande });

    // Paying twice is refused and writes nothing.
    refused(await call(marie, 'external/paiement/url-cb', ref), 409, PAYMENT_ERRORS.notDue);
    expect(await paymentsOf(reponse.refDemande)).toBe(2);
    const [line] = await app().db.select().from(operations).where(eq(operations.idDemande, answer.idDemande));
    expect(line!.statut).toBe('EN_ATTENTE');
    const listed = ((await call(marie, 'business/ost?typeOst=AK')).json() as TOstEvent[]).find(
      (entry) => entry.idOst === 102,
    )!;
    expect(listed.reponse).toMatchObject({ statut: 'EN_ATTENTE', instructions: null });
  });

  it('pays by open banking and comes back to the capital increase page', async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    const reponse = await subscribe(jean, 'LINXO');
    const created = await call(jean, 'external/paiement/linxo/orders', { refDemande: reponse.refDemande });
    expect(created.statusCode, created.body).toBe(200);
    const { orderId, urlPaiement, operationToken } = created.json();
    const confirm = (natureDemande: string) =>
      call(
        jean,
        `business/operation/confirm-linxo-payment?orderId=${orderId}&operationToken=${operationToken}&natureDemande=${natureDemande}`,
        {},
      );
    refused(await confirm('OST'), 409, PAYMENT_ERRORS.notConfirmed);
    const approved = await app().inject({
      method: 'POST',
      url: urlPaiement.replace('/sandbox/linxo?', '/sandbox/linxo/approve?'),
    });
    expect(approved.headers.location).toContain(`#/ost_ak?order_id=${reponse.refDemande}`);
    // The nature is part of the proof: an order's nature does not confirm an answer.
    expect((await confirm('ACHAT_TITRE')).statusCode).toBe(403);
    const confirmed = await confirm('OST');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await answerOf(reponse.refDemande)).toMatchObject({ statut: 'EN_ATTENTE' });
    // Another holder cannot read its status.
    const marie = await injectAccountToken(app(), 'mmartin01', 1001);
    refused(
      await call(marie, `external/paiement/linxo/order-status?orderId=${orderId}`),
      404,
      'general.error.notfound',
    );
  });
});
