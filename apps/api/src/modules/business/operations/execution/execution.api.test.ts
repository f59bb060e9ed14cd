import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createLocalVenue } from '../../../../adapters/execution-venue/execution-venue';
import { gedDocuments, holdings, operations, rightsGrants } from '../../../../db/schema';
import { injectAccountToken } from '../../../../testing/account-token';
import { injectWithToken } from '../../../../testing/inject-login';
import { buyDraft, placeOrder, sellDraft } from '../../../../testing/orders';
import { describeApi } from '../../../../testing/test-app';
import { createEngineDeps } from './execution.deps';
import { runExecution } from './execution-engine.service';

describeApi('the local execution venue', (app) => {
  const dev = (url: string, payload: object = {}) =>
    app().inject({ method: 'POST', url: `/api/v1/dev/${url}`, payload });
  const run = async () => (await dev('execution/run')).json();
  const orderOf = async (idDemande: string) =>
    (await app().db.select().from(operations).where(eq(operations.idDemande, idDemande)))[0]!;
  const holding = async (modeDetention = 'NOMINATIF_PUR') =>
    (
      await app()
        .db.select()
        .from(holdings)
        .where(
          and(
            eq(holdings.tituNume, 'T1001-000101'),
            eq(holdings.valeIden, 10011),
            eq(holdings.modeDetention, modeDetention),
          ),
        )
    )[0]!.quantite;

  it('executes a market sale at the last price, updates the holdings and files the notice', async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    const before = await holding();
    const sale = (await placeOrder(app(), jean, sellDraft({ quantite: 10 }))).json();
    expect(await run()).toMatchObject({ executed: 1 });
    const order = await orderOf(sale.idDemande);
    expect(order).toMatchObject({
      statut: 'EXECUTE',
      quantiteExecutee: 10,
      prixUnitaire: 42.18,
      montantBrut: 421.8,
      frais: 10,
      taxes: 2,
      montantNet: 409.8,
    });
    expect(order.codeAvis).toBe(`AVIS${sale.idDemande}`);
    expect(await holding()).toBe(before - 10);
    const fills = await injectWithToken(app(), jean, {
      url: `/api/v1/external/execution/details?reference=${sale.refDemande}&idDemande=${sale.idDemande}`,
    });
    expect(fills.json().executions).toEqual([
      expect.objectContaining({ quantite: 10, cours: 42.18, montant: 421.8 }),
    ]);
    const notices = await app()
      .db.select()
      .from(gedDocuments)
      .where(eq(gedDocuments.documentCode, order.codeAvis!));
    expect(notices.map((row) => row.languageCode).sort()).toEqual(['en', 'fr']);
    const pdf = await injectWithToken(app(), jean, {
      url: `/api/v1/external/ged/downloadDocGedByCode?codeDocument=${order.codeAvis}&langue=fr`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(Buffer.from(pdf.json().documentContent, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    // Executed: no longer cancellable.
    const cancel = await injectWithToken(app(), jean, {
      method: 'POST',
      url: '/api/v1/business/operation/cancel-order',
      payload: { idDemande: sale.idDemande },
    });
    expect(cancel.statusCode).toBe(409);
  });

  it('waits for the payment, then executes a limit buy only when the price reaches the limit', async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    const before = await holding();
    const buy = (
      await placeOrder(app(), jean, buyDraft({ coursLimite: 40, quantite: 5, modePaiement: 'VIREMENT' }))
    ).json();
    expect(await run()).toMatchObject({ filled: 0 });
    expect((await dev('payments/funds-received', { refDemande: buy.refDemande })).statusCode).toBe(200);
    await run();
    expect((await orderOf(buy.idDemande)).statut).toBe('EN_ATTENTE');
    await dev('quotes', { valeIden: 10011, cours: 39.9 });
    await run();
    expect(await orderOf(buy.idDemande)).toMatchObject({
      statut: 'EXECUTE',
      prixUnitaire: 39.9,
      quantiteExecutee: 5,
    });
    expect(await holding()).toBe(before + 5);
    await dev('quotes', { valeIden: 10011, cours: 42.18 });
  });

  it('fills a large order in parts and expires what is left after the validity date', async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    const big = (await placeOrder(app(), jean, sellDraft({ quantite: 700 }))).json();
    await run();
    expect(await orderOf(big.idDemande)).toMatchObject({
      statut: 'PARTIELLEMENT_EXECUTE',
      quantiteExecutee: 500,
    });
    await run();
    expect(await orderOf(big.idDemande)).toMatchObject({ statut: 'EXECUTE', quantiteExecutee: 700 });
    const limit = (
      await placeOrder(app(), jean, sellDraft({ quantite: 5, typeOrdre: 'A_COURS_LIMITE', coursLimite: 60 }))
    ).json();
    const later = new Date(Date.now() + 120 * 86_400_000);
    const report = await runExecution(
      createEngineDeps(app().db, { now: () => later, venue: createLocalVenue(500) }),
    );
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect((await orderOf(limit.idDemande)).statut).toBe('EXPIRE');
  });

  it('exercises options: simple once paid, and sell-to-cover keeping the other shares', async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    const grant = async () =>
      (
        await app()
          .db.select()
          .from(rightsGrants)
          .where(and(eq(rightsGrants.tituNume, 'T1001-000101'), eq(rightsGrants.idPlan, 511)))
      )[0]!.quantite;
    const options = await grant();
    const before = await holding();
    const simple = (
      await placeOrder(app(), jean, {
        natureDemande: 'LEVEE_SIMPLE',
        idPlan: 511,
        quantite: 10,
        modePaiement: 'CHEQUE',
        modeReglt: 'COMPTANT',
      })
    ).json();
    expect(simple.instructionsPaiement).toMatchObject({
      modePaiement: 'CHEQUE',
      reference: simple.refDemande,
    });
    // The cheque takes days to arrive: the exercise waits for it, it does not expire.
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    await runExecution(createEngineDeps(app().db, { now: () => inAWeek, venue: createLocalVenue(500) }));
    expect((await orderOf(simple.idDemande)).statut).toBe('EN_ATTENTE');
    await dev('payments/funds-received', { refDemande: simple.refDemande });
    await run();
    expect(await orderOf(simple.idDemande)).toMatchObject({ statut: 'EXECUTE', montantBrut: 385 });
    const bridge = (
      await placeOrder(app(), jean, {
        natureDemande: 'LEVEE_PASSERELLE',
        idPlan: 511,
        quantite: 100,
        compteBancaire: { source: 'FICHIER' },
        modeReglt: 'COMPTANT',
      })
    ).json();
    await run();
    const done = await orderOf(bridge.idDemande);
    expect(done.statut).toBe('EXECUTE');
    expect(await grant()).toBe(options - 110);
    // Simple: 10 new shares; bridge: the shares not sold to cover 100 × 38.50.
    const sold = (
      await injectWithToken(app(), jean, {
        url: `/api/v1/external/execution/details?reference=${bridge.refDemande}&idDemande=${bridge.idDemande}`,
      })
    ).json().executions[0].quantite as number;
    expect(await holding()).toBe(before + 10 + (100 - sold));
  });
});
