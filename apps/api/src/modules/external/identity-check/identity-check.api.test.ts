import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { identityDocuments, users } from '../../../db/schema';
import { makeJpegHeader, makePdf, makePng } from '../../../adapters/identity-check/test-files';
import { createPendingUser } from '../../../testing/fixtures';
import { injectAccountToken } from '../../../testing/account-token';
import { describeApi } from '../../../testing/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'nomina-idcheck-'));

function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array; type?: string },
) {
  const boundary = `----nomina${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function visitorSession(app: FastifyInstance) {
  const holder = await createPendingUser(app);
  const [user] = await app.db.select().from(users).where(eq(users.login, holder.login));
  const flow = await app.verifications.start({ userId: user!.id, purpose: 'SIGNUP', ttlSeconds: 600 });
  const response = await app.inject({
    url: `/api/v1/external/vialink/controls?token=${flow.verificationKey}&useCase=onboarding`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().secondToken as string;
}

describeApi(
  'external vialink identity check',
  (app) => {
    const upload = (
      secondToken: string,
      name: string,
      bytes: Uint8Array,
      headers: Record<string, string> = {},
    ) => {
      const body = multipart({ secondToken }, { name, bytes });
      return app().inject({
        method: 'POST',
        url: '/api/v1/external/vialink/smart-upload-doc',
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
    };
    const status = (secondToken: string, headers: Record<string, string> = {}) =>
      app().inject({ url: `/api/v1/external/vialink/controls-status?secondToken=${secondToken}`, headers });
    const submit = (secondToken: string) =>
      app().inject({ url: `/api/v1/external/vialink/controls-submit?secondToken=${secondToken}` });
    const storedCount = async (secondToken: string) => {
      const rows = await app()
        .db.select()
        .from(identityDocuments)
        .where(eq(identityDocuments.secondToken, secondToken));
      const dir = join(dataDir, 'identity-checks', secondToken);
      return { rows: rows.length, files: existsSync(dir) ? readdirSync(dir).length : 0 };
    };

    it('refuses an unknown verification key', async () => {
      const response = await app().inject({ url: '/api/v1/external/vialink/controls?token=nope-nope-nope' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('vialink.error.verificationKey');
    });

    it('uploads recto then verso of an identity card and scores HIGH', async () => {
      const token = await visitorSession(app());
      const recto = await upload(token, 'cni-recto.png', makePng(1200, 1000));
      expect(recto.statusCode).toBe(200);
      expect(recto.json()).toMatchObject({ type: 'STATE_ID', subType: 'STATE_ID_RECTO', status: 'UPLOADED' });
      expect((await submit(token)).json().errorCode).toBe('vialink.error.upload');
      const body = multipart(
        { secondToken: token, existingDoc: recto.json().id, type: 'BACK' },
        { name: 'cni-verso.jpg', bytes: makeJpegHeader(1300, 1100) },
      );
      const verso = await app().inject({
        method: 'POST',
        url: '/api/v1/external/vialink/documents',
        payload: body.payload,
        headers: body.headers,
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
      const medium = await visitorSession(app());
      await upload(medium, 'passeport.jpg', makeJpegHeader(800, 600));
      await submit(medium);
      expect((await status(medium)).json().scoreRange).toBe('MEDIUM');
      const update = (mail: string) =>
        app().inject({
          method: 'POST',
          url: '/api/v1/external/vialink/update-contact',
          payload: { verificationKey: medium, telephone: '+33612345678', mail, lang: 'en' },
        });
      expect((await update('not-an-email')).statusCode).toBe(400);
      expect((await update('Jean.Dupont@Example.FR')).json()).toEqual({ updated: true });

      const low = await visitorSession(app());
      await upload(low, 'passeport.png', makePng(320, 200));
      await submit(low);
      expect((await status(low)).json().scoreRange).toBe('LOW');
      const pdf = await visitorSession(app());
      expect((await upload(pdf, 'carte-identite.pdf', makePdf(2))).json().subType).toBe(
        'STATE_ID_RECTO_VERSO',
      );
    });

    it('refuses a wrong type by content and oversize files, storing nothing', async () => {
      const token = await visitorSession(app());
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
      const visitor = await visitorSession(app());
      expect((await status(visitor, { authorization: `Bearer ${other}` })).statusCode).toBe(403);
    });
  },
  { DATA_DIR: dataDir },
);

const cappedDir = mkdtempSync(join(tmpdir(), 'nomina-idcheck-caps-'));

describeApi(
  'external vialink identity check: caps per session and per user',
  (app) => {
    const upload = (secondToken: string, token: string) => {
      const body = multipart({ secondToken }, { name: 'passeport.png', bytes: makePng(1200, 1200) });
      return app().inject({
        method: 'POST',
        url: '/api/v1/external/vialink/smart-upload-doc',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      });
    };
    const openSession = (token: string) =>
      app().inject({
        url: '/api/v1/external/vialink/controls-create',
        headers: { authorization: `Bearer ${token}` },
      });
    const filesOf = (secondToken: string) => {
      const dir = join(cappedDir, 'identity-checks', secondToken);
      return existsSync(dir) ? readdirSync(dir).length : 0;
    };

    it('refuses the upload beyond the session cap with 429 and stores nothing', async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      const secondToken = (await openSession(token)).json().secondToken as string;
      const answers = await Promise.all([1, 2, 3, 4].map(() => upload(secondToken, token)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 429]);
      const refused = answers.find((answer) => answer.statusCode === 429)!;
      expect(refused.json().errorCode).toBe('vialink.error.uploadLimit');
      const rows = await app()
        .db.select()
        .from(identityDocuments)
        .where(eq(identityDocuments.secondToken, secondToken));
      expect(rows).toHaveLength(3);
      expect(filesOf(secondToken)).toBe(3);
    });

    it('refuses uploads beyond the daily cap of the user over several sessions', async () => {
      const token = await injectAccountToken(app(), 'lschneider');
      const first = (await openSession(token)).json().secondToken as string;
      for (let n = 0; n < 3; n += 1) expect((await upload(first, token)).statusCode).toBe(200);
      const second = (await openSession(token)).json().secondToken as string;
      expect((await upload(second, token)).statusCode).toBe(200);
      const beyond = await upload(second, token);
      expect(beyond.statusCode).toBe(429);
      expect(filesOf(second)).toBe(1);
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
