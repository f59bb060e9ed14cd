import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { supportFiles, supportMessages, supportRequests } from '../../../db/schema';
import { makePdf, makePng } from '../../../adapters/identity-check/test-files';
import { injectAccountToken } from '../../../testing/account-token';
import { multipartBody } from '../../../testing/multipart';
import { botToken } from '../../../testing/bot-token';
import { encryptForServer, waitForMessage } from '../../../testing/outbox';
import { SUPPORT_FORM } from '../../../testing/fixtures';
import { describeApi } from '../../../testing/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'nomina-support-'));
const DESK = 'desk-credential-for-tests-0123456789abcdef';

const form = SUPPORT_FORM;

describeApi(
  'support requests, messaging and the desk API',
  (app) => {
    const counts = async () => {
      const [r] = await app().db.select({ n: count() }).from(supportRequests);
      const [m] = await app().db.select({ n: count() }).from(supportMessages);
      const [f] = await app().db.select({ n: count() }).from(supportFiles);
      return { requests: r!.n, messages: m!.n, files: f!.n };
    };
    const send = async (
      payload: object,
      files: { name: string; bytes: Uint8Array }[] = [],
      token?: string,
    ) => {
      // A visitor's form carries the solved bot check, as the page sends it.
      const sealed =
        token || 'captchaToken' in payload ? payload : { ...payload, captchaToken: await botToken(app()) };
      const body = multipartBody({ payload: await encryptForServer(app(), sealed) }, files);
      return app().inject({
        method: 'POST',
        url: '/api/v1/business/selfcare/demande',
        payload: body.payload,
        headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    };
    const get = (token: string, url: string) =>
      app().inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

    it('gives visitors and holders their own categories', async () => {
      const visitor = await app().inject({ url: '/api/v1/business/selfcare/categories?pIndiLogged=false' });
      const holder = await app().inject({ url: '/api/v1/business/selfcare/categories?pIndiLogged=true' });
      const codes = (response: typeof visitor) => response.json().map((c: { code: string }) => c.code);
      expect(codes(visitor)).toContain('INSCRIPTION');
      expect(codes(visitor)).not.toContain('PORTEFEUILLE');
      expect(codes(holder)).toContain('PORTEFEUILLE');
      expect(holder.json()[0]).toEqual({ code: 'ACCES', libelle: 'selfcare.category.ACCES' });
    });

    it('takes a visitor request with two files, gives a reference and acknowledges it by e-mail', async () => {
      const response = await send(form, [
        { name: 'releve.pdf', bytes: makePdf(1) },
        { name: 'capture.png', bytes: makePng(40, 30) },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const { reference } = response.json();
      expect(reference).toMatch(/^SR-\d{4}-\d{6}$/);
      const mail = await waitForMessage(app(), form.email);
      expect(mail.body).toContain(reference);
      const stored = readdirSync(join(dataDir, 'support'));
      expect(stored.length).toBeGreaterThan(0);
    });

    it('refuses a renamed file, an oversize image, a fourth file and bad fields, writing nothing', async () => {
      const before = await counts();
      const renamed = await send(form, [
        { name: 'photo.png', bytes: new TextEncoder().encode('MZ not a png') },
      ]);
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().errorCode).toBe('contact.file.type');
      const big = new Uint8Array(4 * 1024 * 1024 + 10);
      big.set(makePng(10, 10));
      const oversize = await send(form, [{ name: 'big.png', bytes: big }]);
      expect(oversize.statusCode).toBe(413);
      expect(oversize.json().errorCode).toBe('contact.file.imageSize');
      expect(oversize.json().params).toMatchObject({ pdfMaxMb: 12, imageMaxMb: 4 });
      const four = await send(
        form,
        [1, 2, 3, 4].map((n) => ({ name: `p${n}.pdf`, bytes: makePdf(1) })),
      );
      expect(four.json().errorCode).toBe('contact.file.count');
      const bad = await send({ ...form, message: '<script>alert(1)</script>' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.message).toBe('form.field.validator.freeText');
      const category = await send({ ...form, categorie: 'PORTEFEUILLE' });
      expect(category.json().errorCode).toBe('contact.error.category');
      // The phone passes the issuer's rules, as the form checks it: a landline where a mobile is
      // required, a country not served, a number that is not one.
      for (const [telephone, message] of [
        ['+33140205050', 'form.field.validator.phone'],
        ['+861012345678', 'form.field.validator.phone.country'],
        ['+33 12', 'form.field.validator.invalidphone'],
      ]) {
        const phone = await send({ ...form, telephone });
        expect({ status: phone.statusCode, fields: phone.json().fields }).toEqual({
          status: 400,
          fields: { telephone: message },
        });
      }
      expect(await counts()).toEqual(before);
      expect((await send({ ...form, telephone: '+33612345678' })).statusCode).toBe(200);
    });

    it('lets a holder write, the desk answer, and the holder read and reply, with the unread counter', async () => {
      const token = await injectAccountToken(app(), 'clambert01');
      const created = await send(
        { ...form, categorie: 'PORTEFEUILLE', nom: 'Camille Lambert', email: 'camille.lambert@example.fr' },
        [{ name: 'avis.pdf', bytes: makePdf(2) }],
        token,
      );
      expect(created.statusCode, created.body).toBe(200);
      const { idDemande } = created.json();
      const list = await get(token, '/api/v1/business/selfcare/demandes');
      expect(list.json()[0]).toMatchObject({ idDemande, statut: 'OUVERTE', nonLus: 0 });
      expect(list.headers['cache-control']).toBe('no-store');

      const noCredential = await app().inject({ url: '/api/v1/desk/demandes' });
      expect(noCredential.statusCode).toBe(401);
      const wrong = await app().inject({
        url: '/api/v1/desk/demandes',
        headers: { authorization: 'Bearer nope' },
      });
      expect(wrong.statusCode).toBe(401);
      const desk = { authorization: `Bearer ${DESK}` };
      const queue = await app().inject({ url: '/api/v1/desk/demandes', headers: desk });
      expect(queue.json().map((r: { idDemande: string }) => r.idDemande)).toContain(idDemande);
      const answerBody = multipartBody({ texte: 'Votre relevé est en pièce jointe.' }, [
        { name: 'releve.pdf', bytes: makePdf(1) },
      ]);
      const answered = await app().inject({
        method: 'POST',
        url: `/api/v1/desk/demandes/${idDemande}/reponse`,
        payload: answerBody.payload,
        headers: { ...answerBody.headers, ...desk },
      });
      expect(answered.statusCode, answered.body).toBe(200);
      expect((await get(token, '/api/v1/business/selfcare/non-lus')).json()).toEqual({ nonLus: 1 });
      const status = await get(token, `/api/v1/business/selfcare/demandes/${idDemande}/status`);
      expect(status.json()).toEqual({ statut: 'REPONDUE', libelle: 'selfcare.status.REPONDUE' });

      const thread = await get(token, `/api/v1/business/selfcare/demandes/${idDemande}`);
      const answer = thread.json().messages[1];
      expect(answer).toMatchObject({ auteur: 'CONSEILLER', lu: false });
      expect((await get(token, '/api/v1/business/selfcare/non-lus')).json()).toEqual({ nonLus: 0 });
      const file = await get(token, `/api/v1/business/selfcare/fichiers/${answer.fichiers[0].idFichier}`);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^attachment;/);

      const replyBody = multipartBody({ texte: 'Merci, bien reçu.' });
      const reply = await app().inject({
        method: 'POST',
        url: `/api/v1/business/selfcare/demandes/${idDemande}/reponse`,
        payload: replyBody.payload,
        headers: { ...replyBody.headers, authorization: `Bearer ${token}` },
      });
      expect(reply.json().statut).toBe('EN_ATTENTE');

      const other = await injectAccountToken(app(), 'jdupont01');
      expect((await get(other, `/api/v1/business/selfcare/demandes/${idDemande}`)).statusCode).toBe(404);
      expect(
        (await get(other, `/api/v1/business/selfcare/fichiers/${answer.fichiers[0].idFichier}`)).statusCode,
      ).toBe(404);
      const before = await counts();
      const foreignReply = await app().inject({
        method: 'POST',
        url: `/api/v1/business/selfcare/demandes/${idDemande}/reponse`,
        payload: replyBody.payload,
        headers: { ...replyBody.headers, authorization: `Bearer ${other}` },
      });
      expect(foreignReply.statusCode).toBe(404);
      expect(await counts()).toEqual(before);
    });

    it('answers as the desk through the non-production helper', async () => {
      const created = await send(form);
      const { reference } = created.json();
      const response = await app().inject({
        method: 'POST',
        url: '/api/v1/dev/desk/answer',
        payload: { reference, texte: 'Voici la marche à suivre.', close: true },
      });
      expect(response.json().statut).toBe('CLOSE');
      const mail = await waitForMessage(app(), form.email);
      expect(mail.body).toContain('Voici la marche à suivre.');
    });

    it('serves the FAQ of visitors and of holders', async () => {
      const visitor = await app().inject({ url: '/api/v1/resource/faq?piLoggedFaq=false' });
      const holder = await app().inject({ url: '/api/v1/resource/faq?piLoggedFaq=true' });
      expect(visitor.json().length).toBeGreaterThan(0);
      expect(holder.json().some((e: { categorie: string }) => e.categorie === 'FISCALITE')).toBe(true);
      expect(visitor.json().some((e: { categorie: string }) => e.categorie === 'FISCALITE')).toBe(false);
    });
  },
  { DATA_DIR: dataDir, DESK_API_TOKEN: DESK },
);
