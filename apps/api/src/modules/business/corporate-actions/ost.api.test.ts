import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { OPERATION_ERRORS, OST_ERRORS, type TOstEvent } from '@nomina/domain';
import { gedDocuments, holdings, operations, ostAnswers } from '../../../db/schema';
import { injectAccountToken } from '../../../testing/account-token';
import { DEMO_PASSWORD, injectWithToken } from '../../../testing/inject-login';
import { describeApi } from '../../../testing/test-app';
import { settleDueEvents } from './ost-engine';
import { createOstEngineDeps } from './ost.deps';

describeApi('business ost: corporate actions, their refusals and the register engine', (app) => {
  const get = (token: string, url: string) =>
    injectWithToken(app(), token, { url: `/api/v1/business/${url}` });
  const post = (token: string, url: string, payload: object) =>
    injectWithToken(app(), token, { method: 'POST', url: `/api/v1/business/${url}`, payload });
  const events = async (token: string, typeOst?: string) => {
    const response = await get(token, typeOst ? `ost?typeOst=${typeOst}` : 'ost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json() as TOstEvent[];
  };
  const answers = async (tituNume: string) =>
    (await app().db.select({ n: count() }).from(ostAnswers).where(eq(ostAnswers.tituNume, tituNume)))[0]!.n;
  const tokenFor = async (token: string, body: object) => {
    const response = await post(token, 'ost/token', body);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { status: string }).status;
  };
  const validate = (token: string, operationToken: string, password = DEMO_PASSWORD) =>
    post(token, 'ost/validate', { password, operationToken, natureDemande: 'OST' });
  const refused = (
    response: { statusCode: number; json: () => { errorCode: string } },
    status: number,
    errorCode: string,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(response.json().errorCode).toBe(errorCode);
  };

  it("lists the account's events with the figures of its own position", async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    const all = await events(jean);
    expect(all.map((event) => event.idOst)).toEqual([101, 102]);
    const open = all.find((event) => event.idOst === 101)!;
    // 1 200 shares held directly (the PEE line takes no part): 1 620.00 gross, 207.36 withheld.
    expect(open).toMatchObject({
      statut: 'OUVERT',
      quantiteDetenue: 1200,
      dividendeParAction: 1.35,
      reponse: null,
    });
    expect(open.numeraire).toEqual({ grossDividend: 1620, withholdingTax: 207.36, netDividend: 1412.64 });
    expect(
      open.optionsDividende.map((column) => [
        column.option,
        column.sharesSubscribed,
        column.cashBalance,
        column.balanceToPay,
      ]),
    ).toEqual([
      ['NET_INF', 36, 37.44, null],
      ['NET_SUP', 37, null, 0.76],
      ['BRUT_INF', 42, 15.6, 207.36],
    ]);
    const ak = all.find((event) => event.idOst === 102)!;
    expect(ak.messages).toEqual([{ type: 'Avertissement', messageKey: 'ost.message.avertissement.demo' }]);
    expect(
      ak.optionsSouscription.map((result) => [result.option, result.newShares, result.amountToPay]),
    ).toEqual([
      ['INF', 171, 5215.5],
      ['SUP', 172, 5249.4],
      ['MIXTE', 171, 5212.95],
    ]);
    // Past its payment date at the first start: paid in cash, the default option (104.40 − 13.37).
    const lucia = await injectAccountToken(app(), 'lgarcia01');
    const paid = (await events(lucia, 'PDA')).find((event) => event.idOst === 103)!;
    expect(paid).toMatchObject({
      statut: 'PAYE',
      reponse: { choix: 'NUMERAIRE', statut: 'DEFAUT', montantEnFaveur: 91.03 },
    });
    expect((await events(jean, 'AK')).map((event) => event.idOst)).toEqual([102]);
  });

  it('refuses a holder with an external-reference block (refa_205), writing nothing', async () => {
    const paul = await injectAccountToken(app(), 'plefevre01');
    refused(await get(paul, 'ost?typeOst=PDA'), 403, OST_ERRORS.externalReference);
    refused(
      await post(paul, 'ost/token', { idOst: 401, choix: 'NUMERAIRE' }),
      403,
      OST_ERRORS.externalReference,
    );
    expect(await answers('T4004-000105')).toBe(0);
  });

  it("refuses another holder's event, an option not offered, a Blocage and a closed event", async () => {
    const lucia = await injectAccountToken(app(), 'lgarcia01');
    refused(
      await post(lucia, 'ost/token', { idOst: 101, choix: 'NUMERAIRE' }),
      404,
      'general.error.notfound',
    );
    refused(await post(lucia, 'ost/token', { idOst: 201, choix: 'NUMERAIRE' }), 403, OST_ERRORS.blocked);
    const jean = await injectAccountToken(app(), 'jdupont01');
    const notOffered = await post(jean, 'ost/token', {
      idOst: 101,
      choix: 'ACTIONS',
      option: 'BRUT_SUP',
      modePaiement: 'VIREMENT',
    });
    refused(notOffered, 400, OST_ERRORS.optionNotOffered);
    refused(
      await post(jean, 'ost/token', { idOst: 102, choix: 'NUMERAIRE' }),
      400,
      OST_ERRORS.optionNotOffered,
    );
    refused(
      await post(jean, 'ost/token', { idOst: 101, choix: 'ACTIONS', option: 'NET_SUP' }),
      400,
      OST_ERRORS.paymentMode,
    );
    // The amount to pay is the server's: the browser cannot send one.
    const withAmount = await post(jean, 'ost/token', { idOst: 101, choix: 'NUMERAIRE', montantAPayer: 0 });
    expect(withAmount.statusCode).toBe(400);
    refused(
      await post(lucia, 'ost/token', { idOst: 103, choix: 'NUMERAIRE' }),
      409,
      OST_ERRORS.alreadyAnswered,
    );
    const lukas = await injectAccountToken(app(), 'lschneider');
    refused(await post(lukas, 'ost/token', { idOst: 104, choix: 'NUMERAIRE' }), 409, OST_ERRORS.closed);
    const marieVercors = await injectAccountToken(app(), 'mmartin01', 3003);
    refused(await get(marieVercors, 'ost?typeOst=AK'), 403, 'habilitations.restriction.msg.n');
    expect(await answers('T1001-000101')).toBe(0);
    expect(await answers('T2002-000104')).toBe(1);
    expect(await answers('T1002-000103')).toBe(0);
  });

  it('records one answer per holder and event, with a pending history line; spent and foreign tokens are refused', async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    const first = await tokenFor(jean, {
      idOst: 101,
      choix: 'ACTIONS',
      option: 'NET_SUP',
      modePaiement: 'VIREMENT',
    });
    const second = await tokenFor(jean, { idOst: 101, choix: 'NUMERAIRE' });
    const marie = await injectAccountToken(app(), 'mmartin01', 1001);
    refused(await validate(marie, first), 403, OPERATION_ERRORS.tokenInvalid);
    refused(await validate(jean, first, 'Wrong#Password1'), 403, OPERATION_ERRORS.wrongPassword);
    const recorded = await validate(jean, first);
    expect(recorded.statusCode, recorded.body).toBe(200);
    const { reponse } = recorded.json();
    expect(reponse).toMatchObject({
      choix: 'ACTIONS',
      option: 'NET_SUP',
      statut: 'EN_ATTENTE_PAIEMENT',
      nombreTitres: 37,
      montantAPayer: 0.76,
      instructions: {
        paiement: {
          modePaiement: 'VIREMENT',
          montant: 0.76,
          iban: 'FR7630006000011234567890189',
          reference: reponse.refDemande,
        },
        dateLimite: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    });
    refused(await validate(jean, first), 403, OPERATION_ERRORS.tokenInvalid);
    refused(await validate(jean, second), 409, OST_ERRORS.alreadyAnswered);
    refused(
      await post(jean, 'ost/token', { idOst: 101, choix: 'NUMERAIRE' }),
      409,
      OST_ERRORS.alreadyAnswered,
    );
    const rows = await app()
      .db.select()
      .from(ostAnswers)
      .where(and(eq(ostAnswers.idOst, 101), eq(ostAnswers.tituNume, 'T1001-000101')));
    expect(rows).toHaveLength(1);
    const history = await get(
      jean,
      'operation/historique?categorie=DIVERSES&typeOperation=OST&statut=EN_ATTENTE',
    );
    expect(history.json().contenu).toEqual([
      expect.objectContaining({
        idDemande: reponse.refDemande,
        statut: 'EN_ATTENTE',
        quantite: 37,
        annulable: false,
      }),
    ]);
    const listed = (await events(jean)).find((event) => event.idOst === 101)!;
    expect(listed).toMatchObject({ statut: 'REPONDU', reponse: { refDemande: reponse.refDemande } });
  });

  it('at the payment date the engine pays: new shares credited, history executed, notice filed, default cash for the rest', async () => {
    const marie = await injectAccountToken(app(), 'mmartin01', 1001);
    const cash = await tokenFor(marie, {
      idOst: 102,
      choix: 'SOUSCRIPTION',
      option: 'INF',
      modePaiement: 'CHEQUE',
    });
    expect((await validate(marie, cash)).json().reponse).toMatchObject({
      statut: 'EN_ATTENTE_PAIEMENT',
      instructions: {
        paiement: { modePaiement: 'CHEQUE', adresse: expect.arrayContaining([expect.any(String)]) },
      },
    });
    const jean = await injectAccountToken(app(), 'jdupont01');
    const subscription = await tokenFor(jean, {
      idOst: 102,
      choix: 'SOUSCRIPTION',
      option: 'INF',
      modePaiement: 'VIREMENT',
    });
    expect((await validate(jean, subscription)).statusCode).toBe(200);
    // jdupont01's answer to 101 (NET_SUP) was received by transfer: the back office marks it paid.
    await app()
      .db.update(ostAnswers)
      .set({ statut: 'EN_ATTENTE', paidAt: new Date() })
      .where(and(eq(ostAnswers.idOst, 101), eq(ostAnswers.tituNume, 'T1001-000101')));
    const before = await directLine('T1001-000101');
    const later = new Date(Date.now() + 50 * 86_400_000);
    expect(await settleDueEvents(createOstEngineDeps(app().db, () => later))).toEqual(
      expect.arrayContaining([101, 102]),
    );
    expect(await settleDueEvents(createOstEngineDeps(app().db, () => later))).toEqual([]);
    expect(await directLine('T1001-000101')).toBe(before + 37);
    const [paid] = await app()
      .db.select()
      .from(ostAnswers)
      .where(and(eq(ostAnswers.idOst, 101), eq(ostAnswers.tituNume, 'T1001-000101')));
    expect(paid).toMatchObject({ statut: 'PAYE' });
    const [line] = await app().db.select().from(operations).where(eq(operations.idDemande, paid!.idDemande));
    expect(line).toMatchObject({
      statut: 'EXECUTE',
      quantiteExecutee: 37,
      codeAvis: `AVIS${paid!.idDemande}`,
    });
    const notices = await app()
      .db.select()
      .from(gedDocuments)
      .where(eq(gedDocuments.documentCode, `AVIS${paid!.idDemande}`));
    expect(notices.map((notice) => notice.languageCode).sort()).toEqual(['en', 'fr']);
    const pdf = await injectWithToken(app(), jean, {
      url: `/api/v1/external/ged/download?uuid=${notices[0]!.uuid}`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(Buffer.from(pdf.json().documentContent, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    // mmartin01 answered 101 with nothing: cash by default. Her unpaid subscription to 102 lapsed.
    const marieAnswers = await app()
      .db.select()
      .from(ostAnswers)
      .where(eq(ostAnswers.tituNume, 'T1001-000102'));
    expect(Object.fromEntries(marieAnswers.map((answer) => [answer.idOst, answer.statut]))).toMatchObject({
      101: 'DEFAUT',
      102: 'CADUC',
    });
    // jdupont01's subscription to 102 was never paid either: it lapsed, no shares credited for it.
    const [jeanAk] = await app()
      .db.select()
      .from(ostAnswers)
      .where(and(eq(ostAnswers.idOst, 102), eq(ostAnswers.tituNume, 'T1001-000101')));
    expect(jeanAk!.statut).toBe('CADUC');
    // Both still read their events, each answer with its final status.
    const marieAk = (await events(marie, 'AK')).find((event) => event.idOst === 102);
    expect(marieAk?.reponse).toMatchObject({ statut: 'CADUC' });
    const mariePda = (await events(marie, 'PDA')).find((event) => event.idOst === 101);
    expect(mariePda?.reponse).toMatchObject({ statut: 'DEFAUT' });
  });

  async function directLine(tituNume: string) {
    const [line] = await app()
      .db.select()
      .from(holdings)
      .where(
        and(
          eq(holdings.tituNume, tituNume),
          eq(holdings.valeIden, 10011),
          eq(holdings.modeDetention, 'NOMINATIF_PUR'),
        ),
      );
    return line!.quantite;
  }
});
