import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { makeJpegHeader, makePdf, makePng } from '../../../adapters/identity-check/test-files';
import { injectAccountToken } from '../../../testing/account-token';
import { withModuleRefused } from '../../../testing/habilitations';
import { describeApi } from '../../../testing/test-app';
import { vialinkCalls } from './identity-check.fixtures';

const dataDir = mkdtempSync(join(tmpdir(), 'nomina-idcheck-'));

describeApi(
  'external vialink identity check',
  (app) => {
    const { visitorSession, upload, addSide, status, submit, updateContact, storedCount } = vialinkCalls(
      app,
      dataDir,
    );

    it('refuses an unknown verification key', async () => {
      const response = await app().inject({ url: '/api/v1/external/vialink/controls?token=nope-nope-nope' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('vialink.error.verificationKey');
    });

    it('uploads recto then verso of an identity card and scores HIGH', async () => {
      const token = await visitorSession();
      const recto = await upload(token, 'cni-recto.png', makePng(1200, 1000));
      expect(recto.statusCode).toBe(200);
      expect(recto.json()).toMatchObject({ type: 'STATE_ID', subType: 'STATE_ID_RECTO', status: 'UPLOADED' });
      expect((await submit(token)).json().errorCode).toBe('vialink.error.upload');
      const verso = await addSide(token, recto.json().id, 'BACK', {
        name: 'cni-verso.jpg',
        bytes: makeJpegHeader(1300, 1100),
      });
      expect(verso.json()).toMatchObject({ subType: 'STATE_ID_RECTO_VERSO' });
      expect(verso.json().sheets.map((sheet: { fileName: string }) => sheet.fileName)).toEqual([
        'cni-recto.png',
        'cni-verso.jpg',
      ]);
      const listed = await app().inject({
        url: `/api/v1/external/vialink/controls-documents?secondToken=${token}`,
      });
      expect(listed.json()).toHaveLength(1);
      expect((await status(token)).json()).toMatchObject({ status: 'CREATED', scoreRange: null });
      expect((await submit(token)).statusCode).toBe(200);
      expect((await status(token)).json()).toMatchObject({ status: 'DONE', scoreRange: 'HIGH' });
    });

    it('scores MEDIUM and LOW by resolution, and stores the medium-score contact', async () => {
      const medium = await visitorSession();
      await upload(medium, 'passeport.jpg', makeJpegHeader(800, 600));
      await submit(medium);
      expect((await status(medium)).json().scoreRange).toBe('MEDIUM');
      const update = (mail: string) => updateContact(medium, '+33612345678', mail);
      expect((await update('not-an-email')).statusCode).toBe(400);
      expect((await update('Jean.Dupont@Example.FR')).json()).toEqual({ updated: true });

      const low = await visitorSession();
      await upload(low, 'passeport.png', makePng(320, 200));
      await submit(low);
      expect((await status(low)).json().scoreRange).toBe('LOW');
      const pdf = await visitorSession();
      expect((await upload(pdf, 'carte-identite.pdf', makePdf(2))).json().subType).toBe(
        'STATE_ID_RECTO_VERSO',
      );
    });

    it('refuses a wrong type by content and oversize files, storing nothing', async () => {
      const token = await visitorSession();
      const renamed = await upload(
        token,
        'cni-recto.pdf',
        new TextEncoder().encode('just some text, renamed'),
      );
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().errorCode).toBe('smartupload.error.fileConform');
      const big = new Uint8Array(5 * 1024 * 1024);
      big.set(makePng(10, 10));
      const image = await upload(token, 'cni.png', big);
      expect(image.statusCode).toBe(413);
      expect(image.json().errorCode).toBe('contact.file.imageSize');
      const bigPdf = new Uint8Array(13 * 1024 * 1024);
      bigPdf.set(makePdf(1));
      const pdf = await upload(token, 'cni.pdf', bigPdf);
      expect(pdf.statusCode).toBe(413);
      expect(pdf.json().errorCode).toBe('vialink.error.pdf');
      // The message's values: the bounds this server applied (spec 3 §5), the defaults here.
      expect(pdf.json().params).toEqual({ pdfMaxMb: 12, imageMaxMb: 4 });
      expect(await storedCount(token)).toEqual({ rows: 0, files: 0 });
    });

    it("refuses another session's second token and stores nothing", async () => {
      const jdupont = await injectAccountToken(app(), 'jdupont01');
      const mine = await app().inject({
        url: '/api/v1/external/vialink/controls-create',
        headers: { authorization: `Bearer ${jdupont}` },
      });
      const secondToken = mine.json().secondToken as string;
      expect((await status(secondToken, { authorization: `Bearer ${jdupont}` })).json().status).toBe(
        'CREATED',
      );
      const other = await injectAccountToken(app(), 'lschneider');
      const stolen = await upload(secondToken, 'passeport.png', makePng(1200, 1200), {
        authorization: `Bearer ${other}`,
      });
      expect(stolen.statusCode).toBe(403);
      expect((await upload(secondToken, 'passeport.png', makePng(1200, 1200))).statusCode).toBe(403);
      expect((await status(secondToken, { authorization: `Bearer ${other}` })).statusCode).toBe(403);
      const unknown = await upload('x'.repeat(43), 'passeport.png', makePng(1200, 1200));
      expect(unknown.statusCode).toBe(404);
      expect(await storedCount(secondToken)).toEqual({ rows: 0, files: 0 });
      // The visitor's session does not answer to a connected user either.
      const visitor = await visitorSession();
      expect((await status(visitor, { authorization: `Bearer ${other}` })).statusCode).toBe(403);
    });

    it('refuses a connected holder whose account may not open the identity documents (spec 2 §6)', async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      const bearer = { authorization: `Bearer ${token}` };
      const open = () => app().inject({ url: '/api/v1/external/vialink/controls-create', headers: bearer });
      const secondToken = (await open()).json().secondToken as string;
      await withModuleRefused(app(), 'justificatifs', async () => {
        const refused = 'habilitations.restriction.msg.n';
        expect((await open()).json()).toEqual({ errorCode: refused });
        const sent = await upload(secondToken, 'passeport.png', makePng(1200, 1200), bearer);
        expect([sent.statusCode, sent.json().errorCode]).toEqual([403, refused]);
        expect((await status(secondToken, bearer)).statusCode).toBe(403);
        expect(await storedCount(secondToken)).toEqual({ rows: 0, files: 0 });
      });
      expect((await open()).statusCode).toBe(200);
    });
  },
  { DATA_DIR: dataDir },
);

const cappedDir = mkdtempSync(join(tmpdir(), 'nomina-idcheck-caps-'));

describeApi(
  'external vialink identity check: caps per session and per user',
  (app) => {
    const calls = vialinkCalls(app, cappedDir);
    // A new name each time: the same file twice in a session is refused before any cap.
    let sent = 0;
    const upload = (secondToken: string, token: string) =>
      calls.upload(secondToken, `passeport-${(sent += 1)}.png`, makePng(1200, 1200), {
        authorization: `Bearer ${token}`,
      });
    const openSession = (token: string) =>
      app().inject({
        url: '/api/v1/external/vialink/controls-create',
        headers: { authorization: `Bearer ${token}` },
      });

    it('refuses the upload beyond the session cap with 429 and stores nothing', async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      const secondToken = (await openSession(token)).json().secondToken as string;
      const answers = await Promise.all([1, 2, 3, 4].map(() => upload(secondToken, token)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 429]);
      const refused = answers.find((answer) => answer.statusCode === 429)!;
      expect(refused.json().errorCode).toBe('vialink.error.uploadLimit');
      expect(await calls.storedCount(secondToken)).toEqual({ rows: 3, files: 3 });
    });

    it('refuses uploads beyond the daily cap of the user over several sessions', async () => {
      const token = await injectAccountToken(app(), 'lschneider');
      const first = (await openSession(token)).json().secondToken as string;
      for (let n = 0; n < 3; n += 1) expect((await upload(first, token)).statusCode).toBe(200);
      const second = (await openSession(token)).json().secondToken as string;
      expect((await upload(second, token)).statusCode).toBe(200);
      const beyond = await upload(second, token);
      expect(beyond.statusCode).toBe(429);
      expect((await calls.storedCount(second)).files).toBe(1);
    });

    it('refuses a session beyond the daily cap of the user', async () => {
      const token = await injectAccountToken(app(), 'lgarcia01');
      for (let n = 0; n < 3; n += 1) expect((await openSession(token)).statusCode).toBe(200);
      const beyond = await openSession(token);
      expect(beyond.statusCode).toBe(429);
      expect(beyond.json().errorCode).toBe('vialink.error.uploadLimit');
    });
  },
  {
    DATA_DIR: cappedDir,
    ID_CHECK_UPLOADS_PER_SESSION: '3',
    ID_CHECK_UPLOADS_PER_DAY: '4',
    ID_CHECK_SESSIONS_PER_DAY: '3',
  },
);
