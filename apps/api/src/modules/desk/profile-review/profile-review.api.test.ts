import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { TBankDetailsView, TJustif, TPendingBankChange, TPendingDocument } from '@nomina/domain';
import { makePdf, makePng } from '../../../adapters/identity-check/test-files';
import { bankDetails, profileDocuments } from '../../../db/schema';
import { injectAccountToken } from '../../../testing/account-token';
import { DEMO_PASSWORD, injectWithToken } from '../../../testing/inject-login';
import { multipart } from '../../../testing/multipart';
import { describeApi } from '../../../testing/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'nomina-review-'));
const DESK = 'desk-credential-for-review-tests-0123456789';
const desk = { authorization: `Bearer ${DESK}` };
const ALICE = 'T1001-000131';

describeApi(
  'desk: the registrar reviews profile documents and bank changes; justif-status lists the profile’s uploads only',
  (app) => {
    const get = (token: string, url: string) =>
      injectWithToken(app(), token, { url: `/api/v1/business/${url}` });
    const post = (token: string, url: string, payload: object) =>
      injectWithToken(app(), token, { method: 'POST', url: `/api/v1/business/${url}`, payload });
    const deskGet = (url: string, headers: Record<string, string> = desk) =>
      app().inject({ url: `/api/v1/desk/profil/${url}`, headers });
    const decide = (url: string, payload: object, headers: Record<string, string> = desk) =>
      app().inject({ method: 'POST', url: `/api/v1/desk/profil/${url}`, payload, headers });
    const upload = async (token: string, type: string, subType: string, name: string) => {
      const body = multipart({ type, subType }, { name, bytes: makePdf(1) });
      const answer = await app().inject({
        method: 'POST',
        url: '/api/v1/business/profile/upload-document',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      });
      expect(answer.statusCode).toBe(200);
      return answer.json() as TJustif;
    };
    const justifs = async (token: string) => (await get(token, 'justif-status')).json() as TJustif[];
    const statusOf = (list: TJustif[], fileName: string) =>
      list.find((doc) => doc.fileName === fileName)?.status;
    /** A bank change up to its password: the draft's token, then the confirmation. */
    const bankChange = async (token: string, iban: string, bic: string, fileName: string) => {
      const document = await upload(token, 'BANK_ID', 'BANK_ID', fileName);
      const draft = await post(token, 'update/donnees-bancaire', { iban, bic, documentId: document.id });
      expect(draft.statusCode).toBe(200);
      return { document, operationToken: draft.json().status as string };
    };
    const confirm = async (token: string, operationToken: string) =>
      expect(
        (await post(token, 'update/bancaire-titu', { operationToken, password: DEMO_PASSWORD })).statusCode,
      ).toBe(200);

    it('justif-status: the profile’s identity and address documents and submitted bank documents, nothing else', async () => {
      const alice = await injectAccountToken(app(), 'afaure0001');
      await upload(alice, 'PASSPORT', 'PASSPORT', 'passeport.pdf');
      // A bank document whose change never got its password is no document under review.
      const { operationToken } = await bankChange(
        alice,
        'DE89370400440532013000',
        'COBADEFF',
        'rib-brouillon.pdf',
      );
      await upload(alice, 'BANK_ID', 'BANK_ID', 'rib-seul.pdf');
      // The signed-in identity check (vialink) keeps its own files.
      const session = await injectWithToken(app(), alice, {
        url: '/api/v1/external/vialink/controls-create',
      });
      const secondToken = session.json().secondToken as string;
      const idCheck = multipart({ secondToken }, { name: 'cni-vialink.png', bytes: makePng(1200, 1000) });
      const checked = await app().inject({
        method: 'POST',
        url: '/api/v1/external/vialink/smart-upload-doc',
        payload: idCheck.payload,
        headers: { ...idCheck.headers, authorization: `Bearer ${alice}` },
      });
      expect(checked.statusCode).toBe(200);
      // A row of another kind in the table (not an upload type of the profile) is not listed either.
      const [other] = await app()
        .db.select()
        .from(profileDocuments)
        .where(eq(profileDocuments.fileName, 'passeport.pdf'));
      await app()
        .db.insert(profileDocuments)
        .values({ ...other!, id: undefined, type: 'AGREEMENT', subType: 'AGREEMENT', fileName: 'autre.pdf' });

      expect((await justifs(alice)).map((doc) => doc.fileName)).toEqual(['passeport.pdf']);
      await confirm(alice, operationToken);
      expect((await justifs(alice)).map((doc) => doc.fileName)).toEqual([
        'rib-brouillon.pdf',
        'passeport.pdf',
      ]);
      const bruno = await injectAccountToken(app(), 'bgirard001');
      expect(await justifs(bruno)).toEqual([]);
      // Back to the seeded state for the next test: the desk refuses that change.
      const [pending] = (await deskGet('bancaire')).json() as TPendingBankChange[];
      expect(
        (await decide(`bancaire/${pending!.id}/decision`, { decision: 'REFUSE', operateur: 'M. Test' }))
          .statusCode,
      ).toBe(200);
    });

    it('only the desk credential opens the review, and a refusal writes nothing', async () => {
      expect((await deskGet('documents', {})).statusCode).toBe(401);
      expect((await deskGet('bancaire', { authorization: 'Bearer wrong' })).statusCode).toBe(401);
      const alice = await injectAccountToken(app(), 'afaure0001');
      const document = await upload(alice, 'ADDRESS_PROOF', 'ELECTRICITY_BILL', 'edf.pdf');
      const asHolder = await injectWithToken(app(), alice, {
        method: 'POST',
        url: `/api/v1/desk/profil/documents/${document.id}/decision`,
        payload: { decision: 'VALIDE', operateur: 'Alice' },
      });
      expect(asHolder.statusCode).toBe(401);
      const bad = await decide(`documents/${document.id}/decision`, {
        decision: 'PEUT-ETRE',
        operateur: ' ',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorCode).toBe('general.error.validation');
      expect(statusOf(await justifs(alice), 'edf.pdf')).toBe('EN_ATTENTE');
      const unknown = await decide('documents/00000000-0000-4000-8000-000000000000/decision', {
        decision: 'VALIDE',
        operateur: 'M. Test',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('lists pending documents, serves one as an attachment, accepts it once; the holder sees it', async () => {
      const alice = await injectAccountToken(app(), 'afaure0001');
      const queue = await deskGet('documents');
      expect(queue.statusCode).toBe(200);
      expect(queue.headers['cache-control']).toBe('no-store');
      const pending = queue.json() as TPendingDocument[];
      expect(pending.map((doc) => doc.fileName)).toEqual(['passeport.pdf', 'edf.pdf']);
      expect(pending[0]).toMatchObject({ tituNume: ALICE, nom: 'Alice Faure', type: 'PASSPORT' });
      const file = await deskGet(`documents/${pending[1]!.id}/fichier`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="edf.pdf"; filename*=UTF-8''edf.pdf`,
      );
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const accepted = await decide(`documents/${pending[1]!.id}/decision`, {
        decision: 'VALIDE',
        operateur: 'Mme Registre',
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ id: pending[1]!.id, status: 'VALIDE' });
      const refused = await decide(`documents/${pending[0]!.id}/decision`, {
        decision: 'REFUSE',
        operateur: 'Mme Registre',
      });
      expect(refused.json().status).toBe('REFUSE');
      const list = await justifs(alice);
      expect(statusOf(list, 'edf.pdf')).toBe('VALIDE');
      expect(statusOf(list, 'passeport.pdf')).toBe('REFUSE');
      const again = await decide(`documents/${pending[1]!.id}/decision`, {
        decision: 'REFUSE',
        operateur: 'Mme Registre',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().errorCode).toBe('profil.review.error.decided');
      expect(statusOf(await justifs(alice), 'edf.pdf')).toBe('VALIDE');
      const [row] = await app()
        .db.select()
        .from(profileDocuments)
        .where(eq(profileDocuments.id, pending[1]!.id));
      expect(row).toMatchObject({ status: 'VALIDE', reviewedBy: 'Mme Registre' });
      expect((await deskGet('documents')).json()).toEqual([]);
    });

    it('a refused bank change leaves the IBAN on file; an accepted one becomes it', async () => {
      const alice = await injectAccountToken(app(), 'afaure0001');
      const before = (await get(alice, 'bancaire')).json() as TBankDetailsView;
      expect(before.enCours).toMatchObject({ status: 'REFUSE' });
      expect(before.actuel?.ibanMasque).toBe('FR76 **** **** **** **** ***0 189');
      expect(statusOf(await justifs(alice), 'rib-brouillon.pdf')).toBe('REFUSE');

      const { operationToken } = await bankChange(alice, 'NL91ABNA0417164300', 'ABNANL2A', 'rib-abn.pdf');
      expect((await deskGet('bancaire')).json()).toEqual([]);
      await confirm(alice, operationToken);
      const [change, ...rest] = (await deskGet('bancaire')).json() as TPendingBankChange[];
      expect(rest).toEqual([]);
      expect(change).toMatchObject({
        tituNume: ALICE,
        iban: 'NL91ABNA0417164300',
        bic: 'ABNANL2AXXX',
        ibanActuelMasque: 'FR76 **** **** **** **** ***0 189',
      });
      // Its bank document is decided with it, not on its own.
      const alone = await decide(`documents/${change!.documentId}/decision`, {
        decision: 'VALIDE',
        operateur: 'X',
      });
      expect(alone.statusCode).toBe(404);
      expect((await get(alice, 'bancaire')).json().enCours).toMatchObject({ status: 'EN_ATTENTE' });

      const accepted = await decide(`bancaire/${change!.id}/decision`, {
        decision: 'VALIDE',
        operateur: 'Mme Registre',
      });
      expect(accepted.statusCode).toBe(200);
      const after = (await get(alice, 'bancaire')).json() as TBankDetailsView;
      expect(after.actuel).toMatchObject({ bic: 'ABNANL2AXXX', paysIban: 'NL' });
      expect(after.actuel?.ibanMasque.startsWith('NL91')).toBe(true);
      expect(after.enCours).toBeNull();
      expect(statusOf(await justifs(alice), 'rib-abn.pdf')).toBe('VALIDE');
      const again = await decide(`bancaire/${change!.id}/decision`, {
        decision: 'REFUSE',
        operateur: 'Mme Registre',
      });
      expect(again.statusCode).toBe(409);
      const [row] = await app().db.select().from(bankDetails).where(eq(bankDetails.id, change!.id));
      expect(row).toMatchObject({ status: 'VALIDE', reviewedBy: 'Mme Registre' });
    });

    it('the non-production helper decides the oldest pending item of a login through the same service', async () => {
      const alice = await injectAccountToken(app(), 'afaure0001');
      await upload(alice, 'ADDRESS_PROOF', 'TAX_NOTICE', 'avis.pdf');
      const helped = await app().inject({
        method: 'POST',
        url: '/api/v1/dev/desk/profil-review',
        payload: { login: 'afaure0001', kind: 'document', decision: 'VALIDE' },
      });
      expect(helped.statusCode).toBe(200);
      expect(statusOf(await justifs(alice), 'avis.pdf')).toBe('VALIDE');
      const none = await app().inject({
        method: 'POST',
        url: '/api/v1/dev/desk/profil-review',
        payload: { login: 'afaure0001', kind: 'bancaire', decision: 'VALIDE' },
      });
      expect(none.statusCode).toBe(404);
    });
  },
  { DATA_DIR: dataDir, DESK_API_TOKEN: DESK },
);
