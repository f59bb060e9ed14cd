import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ERROR_CODES, OPERATION_ERRORS, ORDER_ERRORS, type TOrderDraft } from '@nomina/domain';
import { operations, orderRequests } from '../../../db/schema';
import { injectAccountToken } from '../../../testing/account-token';
import { injectWithToken } from '../../../testing/inject-login';
import { buyDraft, orderToken, placeOrder, sellDraft, validateOrder } from '../../../testing/orders';
import { describeApi } from '../../../testing/test-app';

describeApi('business operations: placing orders', (app) => {
  const countOrders = async () => (await app().db.select({ n: count() }).from(orderRequests))[0]!.n;

  /** Asks a token for a bad draft: refused with the code, and nothing is recorded. */
  const expectRefused = async (token: string, draft: TOrderDraft, status: number, errorCode: string) => {
    const before = await countOrders();
    const { response } = await orderToken(app(), token, draft);
    expect(response.statusCode).toBe(status);
    expect(response.json().errorCode).toBe(errorCode);
    expect(await countOrders()).toBe(before);
  };

  it('records a buy order, pending in the history, with its refDemande', async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    const placed = await placeOrder(app(), jean, buyDraft({ modePaiement: 'VIREMENT' }));
    expect(placed.statusCode).toBe(200);
    const body = placed.json();
    expect(body).toMatchObject({
      status: 'valid',
      statut: 'EN_ATTENTE',
      statutPaiement: 'EN_ATTENTE_FONDS',
      montantNet: 434,
    });
    expect(body.instructionsPaiement).toMatchObject({
      modePaiement: 'VIREMENT',
      reference: body.refDemande,
      iban: 'FR7630006000011234567890189',
    });
    const history = await injectWithToken(app(), jean, {
      url: '/api/v1/business/operation/historique?categorie=BOURSE',
    });
    const line = history
      .json()
      .contenu.find((row: { idDemande: string }) => row.idDemande === body.idDemande);
    expect(line).toMatchObject({
      statut: 'EN_ATTENTE',
      annulable: true,
      typeOperation: 'ACHAT_TITRE',
      quantite: 10,
    });
  });

  it('refuses each broken rule with its errorCode and records nothing', async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    await expectRefused(jean, buyDraft({ coursLimite: 42.19 }), 422, ORDER_ERRORS.tickSize);
    await expectRefused(jean, buyDraft({ dateValidite: '2020-01-02' }), 422, ORDER_ERRORS.dateValidite);
    await expectRefused(jean, buyDraft({ modeReglt: 'SRD' }), 422, ORDER_ERRORS.invalidModeRglmt);
    await expectRefused(jean, buyDraft({ quantite: 200, coursLimite: 42.2 }), 422, ORDER_ERRORS.cbPlafond);
    await expectRefused(jean, sellDraft({ quantite: 1201 }), 422, ORDER_ERRORS.quantiteDisponible);
    await expectRefused(
      jean,
      sellDraft({ typeVente: 3, quantite: 10 }),
      422,
      ORDER_ERRORS.quantiteDisponible,
    );
    // Another issuer's security.
    await expectRefused(jean, buyDraft({ valeIden: 20021 }), 404, ORDER_ERRORS.valeurRefused);
    await expectRefused(
      jean,
      sellDraft({
        compteBancaire: { source: 'NOUVEAU', iban: 'FR7630006000011234567890188', bic: 'BNPAFRPP' },
      }),
      422,
      ORDER_ERRORS.bankData,
    );
  });

  it('refuses a blackout holder and an issuer that does not grant buying', async () => {
    const lukas = await injectAccountToken(app(), 'lschneider');
    await expectRefused(lukas, buyDraft({ valeIden: 10021, coursLimite: 27.64 }), 403, ORDER_ERRORS.blackout);
    const marie = await injectAccountToken(app(), 'mmartin01', 3003);
    await expectRefused(
      marie,
      buyDraft({ valeIden: 30031, coursLimite: 88.7 }),
      403,
      ERROR_CODES.moduleRefused,
    );
  });

  it('the same idempotency key twice gives one order and the same refDemande', async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    const draft = sellDraft({ quantite: 5 });
    const { operationToken } = await orderToken(app(), jean, draft);
    const key = randomUUID();
    const before = await countOrders();
    const [first, second] = await Promise.all([
      validateOrder(app(), jean, draft, operationToken, key),
      validateOrder(app(), jean, draft, operationToken, key),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().refDemande).toBe(first.json().refDemande);
    const third = await validateOrder(app(), jean, draft, operationToken, key);
    expect(third.json().refDemande).toBe(first.json().refDemande);
    expect(await countOrders()).toBe(before + 1);
    // Without a key nothing is recorded.
    const { operationToken: other } = await orderToken(app(), jean, draft);
    const keyless = await injectWithToken(app(), jean, {
      method: 'POST',
      url: '/api/v1/business/operation/validate',
      payload: {
        password: 'Nomina#Demo2025',
        operationToken: other,
        natureDemande: 'VENTE_TITRE',
        modeReglt: 'COMPTANT',
      },
    });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().errorCode).toBe(ORDER_ERRORS.idempotencyKey);
    expect(await countOrders()).toBe(before + 1);
  });

  it('a spent, foreign or mismatched operation token records nothing', async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    const marie = await injectAccountToken(app(), 'mmartin01', 1001);
    const draft = sellDraft({ quantite: 3 });
    const { operationToken } = await orderToken(app(), jean, draft);
    const before = await countOrders();
    const stolen = await validateOrder(app(), marie, draft, operationToken);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().errorCode).toBe(OPERATION_ERRORS.tokenInvalid);
    const otherOrder = await validateOrder(app(), jean, draft, operationToken, randomUUID(), {
      ordre: sellDraft({ quantite: 4 }),
    });
    expect(otherOrder.statusCode).toBe(403);
    expect(await countOrders()).toBe(before);
    expect((await validateOrder(app(), jean, draft, operationToken)).statusCode).toBe(200);
    const spent = await validateOrder(app(), jean, draft, operationToken);
    expect(spent.statusCode).toBe(403);
    expect(spent.json().errorCode).toBe(OPERATION_ERRORS.tokenInvalid);
    expect(await countOrders()).toBe(before + 1);
  });

  it("another holder's order is not found", async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    const placed = (await placeOrder(app(), jean, sellDraft({ quantite: 2 }))).json();
    const marie = await injectAccountToken(app(), 'mmartin01', 1001);
    const status = await injectWithToken(app(), marie, {
      url: `/api/v1/business/operation/statut-ordre?refDemande=${placed.refDemande}`,
    });
    expect(status.statusCode).toBe(404);
    const cancel = await injectWithToken(app(), marie, {
      method: 'POST',
      url: '/api/v1/business/operation/cancel-order',
      payload: { idDemande: placed.idDemande },
    });
    expect(cancel.statusCode).toBe(404);
    const [row] = await app().db.select().from(operations).where(eq(operations.idDemande, placed.idDemande));
    expect(row!.statut).toBe('EN_ATTENTE');
  });
});
