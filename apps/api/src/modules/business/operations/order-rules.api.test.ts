import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ERROR_CODES, ORDER_ERRORS, type TOrderDraft } from '@nomina/domain';
import { orderRequests, rightsGrants, securities } from '../../../db/schema';
import { injectAccountToken } from '../../../testing/account-token';
import { buyDraft, orderToken, placeOrder, sellDraft } from '../../../testing/orders';
import { describeApi } from '../../../testing/test-app';

/** The domain's listing and exercise rules (isListed, checkExercisable), enforced by the server. */
describeApi('business operations: listing and exercise rules on the server', (app) => {
  const countOrders = async () => (await app().db.select({ n: count() }).from(orderRequests))[0]!.n;
  const expectRefused = async (token: string, draft: TOrderDraft, errorCode: string) => {
    const before = await countOrders();
    const { response } = await orderToken(app(), token, draft);
    expect(response.statusCode).toBe(422);
    expect(response.json().errorCode).toBe(errorCode);
    expect(await countOrders()).toBe(before);
  };
  const exercise = (quantite: number, idPlan = 511): TOrderDraft => ({
    natureDemande: 'LEVEE_SIMPLE',
    idPlan,
    quantite,
    modePaiement: 'CHEQUE',
    modeReglt: 'COMPTANT',
  });

  it('a listed security refuses GRE_A_GRE; one with a blank market takes GRE_A_GRE only', async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    await expectRefused(jean, buyDraft({ typeOrdre: 'GRE_A_GRE' }), ORDER_ERRORS.typeOrdre);
    await app().db.update(securities).set({ marche: '  ' }).where(eq(securities.valeIden, 10011));
    await expectRefused(
      jean,
      buyDraft({ typeOrdre: 'AU_MARCHE', coursLimite: null }),
      ORDER_ERRORS.typeOrdre,
    );
    await expectRefused(jean, buyDraft(), ORDER_ERRORS.typeOrdre);
    const { response } = await orderToken(app(), jean, buyDraft({ typeOrdre: 'GRE_A_GRE' }));
    expect(response.statusCode).toBe(200);
  });

  it('never more options than the grant may exercise, pending exercises included', async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    const [grant] = await app()
      .db.select()
      .from(rightsGrants)
      .where(and(eq(rightsGrants.tituNume, 'T1001-000101'), eq(rightsGrants.idPlan, 511)));
    const options = grant!.quantite;
    await expectRefused(jean, exercise(options + 1), ORDER_ERRORS.quantiteExercable);
    expect((await placeOrder(app(), jean, exercise(10))).statusCode).toBe(200);
    // 10 are now in a pending exercise: the whole grant is no longer exercisable.
    await expectRefused(jean, exercise(options), ORDER_ERRORS.quantiteExercable);
    const { response } = await orderToken(app(), jean, exercise(options - 10));
    expect(response.statusCode).toBe(200);
  });

  it('an account not enabled for buying, selling or exercising gets 403 and nothing is recorded', async () => {
    // mmartin01 on Vercors Santé: the issuer refuses buying, the account selling and exercising.
    const marie = await injectAccountToken(app(), 'mmartin01', 3003);
    const drafts: TOrderDraft[] = [
      buyDraft({ valeIden: 30031, coursLimite: 88.7 }),
      sellDraft({ valeIden: 30031, quantite: 5 }),
      exercise(1, 1),
    ];
    for (const draft of drafts) {
      const before = await countOrders();
      const { response } = await orderToken(app(), marie, draft);
      expect(response.statusCode, draft.natureDemande).toBe(403);
      expect(response.json().errorCode).toBe(ERROR_CODES.moduleRefused);
      expect(await countOrders()).toBe(before);
    }
  });
});
