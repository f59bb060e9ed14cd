import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { TBankDetailsView, TJustif } from '@nomina/domain';
import { makePdf, makePng } from '../../../../adapters/identity-check/test-files';
import { bankDetails, coctCompletions, operationTokens } from '../../../../db/schema';
import { injectAccountToken } from '../../../../testing/account-token';
import { DEMO_PASSWORD, injectWithToken } from '../../../../testing/inject-login';
import { multipart } from '../../../../testing/multipart';
import { waitForMessage } from '../../../../testing/outbox';
import { describeApi } from '../../../../testing/test-app';

const agreementData = {
  situationFamiliale: 'MARIE',
  situationProfessionnelle: 'SALARIE',
  profession: 'Ingénieur',
  trancheSalaire: '50000_75000',
  tranchePatrimoine: '0_500000',
  instrumentsConnus: ['ACTIONS', 'OPCVM'],
  experience: 'PLUS_3_ANS',
  frequence: 'ANNUELLE',
};

describeApi('business profile: documents, bank details and the signed account agreement', (app) => {
  const get = (token: string, url: string) => injectWithToken(app(), token, { url: `/api/v1/${url}` });
  const post = (token: string, url: string, payload: object) =>
    injectWithToken(app(), token, { method: 'POST', url: `/api/v1/${url}`, payload });
  const upload = (token: string, fields: Record<string, string>, file: { name: string; bytes: Uint8Array }) =>
    app().inject({
      method: 'POST',
      url: '/api/v1/business/profile/upload-document',
      ...(() => {
        const body = multipart(fields, file);
        return { payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } };
      })(),
    });

  it('files a proof of address by its content, refuses wrong types and sizes, lists statuses per holder', async () => {
    const alice = await injectAccountToken(app(), 'afaure0001');
    const ok = await upload(
      alice,
      { type: 'ADDRESS_PROOF', subType: 'ELECTRICITY_BILL' },
      { name: 'edf.pdf', bytes: makePdf(1) },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ type: 'ADDRESS_PROOF', status: 'EN_ATTENTE', fileName: 'edf.pdf' });
    const text = await upload(
      alice,
      { type: 'ADDRESS_PROOF', subType: 'OTHER' },
      { name: 'bill.pdf', bytes: new TextEncoder().encode('<html>not a pdf</html>') },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().errorCode).toBe('smartupload.error.fileConform');
    const badType = await upload(
      alice,
      { type: 'OTHER', subType: 'OTHER' },
      { name: 'a.pdf', bytes: makePdf(1) },
    );
    expect(badType.json().errorCode).toBe('profil.document.type.invalid');
    const big = new Uint8Array(5 * 1024 * 1024);
    big.set(makePng(10, 10));
    const tooBig = await upload(
      alice,
      { type: 'PASSPORT', subType: 'PASSPORT' },
      { name: 'p.png', bytes: big },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().errorCode).toBe('contact.file.imageSize');
    expect(tooBig.json().params).toEqual({ pdfMaxMb: 12, imageMaxMb: 4 });
    const list = (await get(alice, 'business/justif-status')).json() as TJustif[];
    expect(list.map((doc) => doc.fileName)).toEqual(['edf.pdf']);
    const bruno = await injectAccountToken(app(), 'bgirard001');
    expect((await get(bruno, 'business/justif-status')).json()).toEqual([]);
  });

  it('changes the bank details: every rule, the BANK_ID document, the password, then pending', async () => {
    const alice = await injectAccountToken(app(), 'afaure0001');
    const view = (await get(alice, 'business/bancaire')).json() as TBankDetailsView;
    expect(view.actuel).toMatchObject({
      ibanMasque: 'FR76 **** **** **** **** ***0 189',
      banque: '30006',
      cle: '89',
    });
    expect(view.enCours).toBeNull();
    const doc = (
      await upload(alice, { type: 'BANK_ID', subType: 'BANK_ID' }, { name: 'rib.pdf', bytes: makePdf(1) })
    ).json() as TJustif;
    const tokensBefore = (await app().db.select().from(operationTokens)).length;
    const wrong = await post(alice, 'business/update/donnees-bancaire', {
      iban: 'DE89370400440532013001',
      bic: 'COBADEFF',
      documentId: doc.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ iban: 'bancaire.error.ibanInvalid.patternInvalid' });
    expect((await app().db.select().from(operationTokens)).length).toBe(tokensBefore);
    const noDoc = await post(alice, 'business/update/donnees-bancaire', {
      iban: 'DE89370400440532013000',
      bic: 'COBADEFF',
      documentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noDoc.json().errorCode).toBe('bancaire.error.document');
    const draft = await post(alice, 'business/update/donnees-bancaire', {
      iban: 'de89 3704 0044 0532 0130 00',
      bic: 'cobadeff',
      documentId: doc.id,
    });
    expect(draft.statusCode).toBe(200);
    const operationToken = draft.json().status as string;
    // A blank password is the modal's message (spec 2 §5), not a wrong one: no attempt counted.
    const blank = await post(alice, 'business/update/bancaire-titu', { operationToken, password: '   ' });
    expect([blank.statusCode, blank.json().fields]).toEqual([400, { password: 'majpassword.text.empty' }]);
    const badPassword = await post(alice, 'business/update/bancaire-titu', {
      operationToken,
      password: 'nope',
    });
    expect(badPassword.statusCode).toBe(403);
    expect(badPassword.json().fields).toMatchObject({ remainingAttempts: '4' });
    const bruno = await injectAccountToken(app(), 'bgirard001');
    const stolen = await post(bruno, 'business/update/bancaire-titu', {
      operationToken,
      password: DEMO_PASSWORD,
    });
    expect(stolen.statusCode).toBe(403);
    const done = await post(alice, 'business/update/bancaire-titu', {
      operationToken,
      password: DEMO_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    const [pending] = await app()
      .db.select()
      .from(bankDetails)
      .where(and(eq(bankDetails.tituNume, 'T1001-000131'), eq(bankDetails.status, 'EN_ATTENTE')));
    expect(pending).toMatchObject({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    const after = (await get(alice, 'business/bancaire')).json() as TBankDetailsView;
    expect(after.enCours).toMatchObject({ status: 'EN_ATTENTE', bic: 'COBADEFFXXX' });
    expect(after.actuel?.ibanMasque.startsWith('FR76')).toBe(true);
    const replay = await post(alice, 'business/update/bancaire-titu', {
      operationToken,
      password: DEMO_PASSWORD,
    });
    expect(replay.statusCode).toBe(403);
  });

  it('signs the agreement once: SMS code, PAdES signature that pdfsig verifies, filed, badge complete', async () => {
    const bruno = await injectAccountToken(app(), 'bgirard001');
    expect((await get(bruno, 'business/actionnaire/coct-info-completion-status')).json()).toEqual({
      complete: false,
    });
    const current = (await get(bruno, 'external/convention-titre/current')).json();
    expect(current).toMatchObject({ status: 'NON_GENERE', coctUuid: null });
    const incomplete = await post(bruno, 'external/convention-titre/generate', {
      ...agreementData,
      experience: undefined,
    });
    expect(incomplete.statusCode).toBe(400);
    const generated = await post(bruno, 'external/convention-titre/generate?codeLangue=fr', agreementData);
    expect(generated.statusCode).toBe(200);
    const { coctUuid, documentContent } = generated.json() as { coctUuid: string; documentContent: string };
    expect(Buffer.from(documentContent, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const alice = await injectAccountToken(app(), 'afaure0001');
    expect((await post(alice, 'external/convention-titre/sign-request', { coctUuid })).statusCode).toBe(404);
    const asked = await post(bruno, 'external/convention-titre/sign-request', { coctUuid });
    expect(asked.statusCode).toBe(200);
    const { idDemande } = asked.json() as { idDemande: string };
    const sms = await waitForMessage(app(), '+33622003344');
    const code = /\d{6}/.exec(sms.body)![0];
    const wrong = await post(bruno, 'external/convention-titre/sign-request', {
      coctUuid,
      idDemande,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().errorCode).toBe('otp.error.invalid');
    const signed = await post(bruno, 'external/convention-titre/sign-request', { coctUuid, idDemande, code });
    expect(signed.statusCode).toBe(200);
    const { gedUuid } = signed.json() as { gedUuid: string };
    const file = (await get(bruno, `external/ged/download?uuid=${gedUuid}`)).json() as {
      documentContent: string;
    };
    const dir = mkdtempSync(join(tmpdir(), 'nomina-sig-'));
    writeFileSync(join(dir, 'signed.pdf'), Buffer.from(file.documentContent, 'base64'));
    const report = (() => {
      try {
        return execFileSync('pdfsig', [join(dir, 'signed.pdf')], { encoding: 'utf8' });
      } catch (error) {
        // pdfsig exits non-zero when the certificate is not trusted; its report is still printed.
        return String((error as { stdout?: string }).stdout ?? '');
      }
    })();
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect((await get(bruno, 'business/actionnaire/coct-info-completion-status')).json()).toEqual({
      complete: true,
    });
    const [completion] = await app()
      .db.select()
      .from(coctCompletions)
      .where(eq(coctCompletions.tituNume, 'T1001-000132'));
    expect(completion?.complete).toBe(true);
    const again = await post(bruno, 'external/convention-titre/generate', agreementData);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('coct.error.alreadySigned');
    expect((await post(bruno, 'external/convention-titre/sign-request', { coctUuid })).statusCode).toBe(409);
  });
});
