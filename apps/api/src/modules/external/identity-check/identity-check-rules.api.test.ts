import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { makeJpegHeader, makePdf, makePng } from '../../../adapters/identity-check/test-files';
import { describeApi } from '../../../testing/test-app';
import { vialinkCalls } from './identity-check.fixtures';

const dataDir = mkdtempSync(join(tmpdir(), 'nomina-idcheck-rules-'));

/**
 * The upload rules the browser shows (spec 2 §4 steps 3 to 7, §5), held by the API too: a caller
 * that skips the browser gets the same refusals, and nothing is stored or scored.
 */
describeApi(
  'external vialink identity check: the browser rules, on the server',
  (app) => {
    const { visitorSession, upload, addSide, status, submit, updateContact, storedCount } = vialinkCalls(
      app,
      dataDir,
    );
    const remove = (secondToken: string, documentId: string) =>
      app().inject({
        method: 'DELETE',
        url: `/api/v1/external/vialink/documents-delete?documentId=${documentId}&secondToken=${secondToken}`,
      });
    const passport = makePng(1200, 1200);

    it('refuses a file identical to one already in the session, as a document or as a side', async () => {
      const token = await visitorSession();
      expect((await upload(token, 'passeport.png', passport)).statusCode).toBe(200);
      const again = await upload(token, 'passeport.png', passport);
      expect(again.statusCode).toBe(409);
      expect(again.json().errorCode).toBe('smartupload.doc.alreadyExist');
      expect(await storedCount(token)).toEqual({ rows: 1, files: 1 });

      const card = await visitorSession();
      const recto = makePng(1200, 1000);
      const first = await upload(card, 'cni-recto.png', recto);
      const side = await addSide(card, first.json().id, 'BACK', { name: 'cni-recto.png', bytes: recto });
      expect(side.statusCode).toBe(409);
      expect(side.json().errorCode).toBe('smartupload.doc.alreadyExist');
      expect(await storedCount(card)).toEqual({ rows: 1, files: 1 });
    });

    it('keeps one of two identical files sent at the same instant, and one of two sides', async () => {
      const token = await visitorSession();
      const both = await Promise.all([1, 2].map(() => upload(token, 'passeport.png', passport)));
      expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(both.find((answer) => answer.statusCode === 409)!.json().errorCode).toBe(
        'smartupload.doc.alreadyExist',
      );
      expect(await storedCount(token)).toEqual({ rows: 1, files: 1 });

      // Two different versos for one recto: the first completes the card, the second finds it
      // complete; neither side is lost from a document, and the refused one is not kept on disk.
      const card = await visitorSession();
      const recto = await upload(card, 'cni-recto.png', makePng(1200, 1000));
      const sides = await Promise.all(
        [1300, 1400].map((width) =>
          addSide(card, recto.json().id, 'BACK', {
            name: `verso-${width}.jpg`,
            bytes: makeJpegHeader(width, 1100),
          }),
        ),
      );
      expect(sides.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      expect(sides.find((answer) => answer.statusCode === 200)!.json().sheets).toHaveLength(2);
      expect(await storedCount(card)).toEqual({ rows: 1, files: 2 });

      // A side sent while its document is deleted: either it is added first and deleted with
      // it, or it finds no document (404); never an error, never a file left behind.
      const gone = await visitorSession();
      const front = await upload(gone, 'cni-recto.png', makePng(1200, 1000));
      const [added, deleted] = await Promise.all([
        addSide(gone, front.json().id, 'BACK', { name: 'verso.jpg', bytes: makeJpegHeader(1300, 1100) }),
        remove(gone, front.json().id),
      ]);
      expect([200, 404]).toContain(added.statusCode);
      expect(deleted.statusCode).toBe(200);
      expect(await storedCount(gone)).toEqual({ rows: 0, files: 0 });
    });

    it('submits a session once: a second submit and a later upload are refused', async () => {
      const token = await visitorSession();
      await upload(token, 'passeport.png', passport);
      const both = await Promise.all([submit(token), submit(token)]);
      expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      const late = await upload(token, 'justificatif.pdf', makePdf(1));
      expect(late.statusCode).toBe(400);
      expect(late.json().errorCode).toBe('vialink.error.upload');
      expect(await storedCount(token)).toEqual({ rows: 1, files: 1 });
      expect((await status(token)).json()).toMatchObject({ status: 'DONE', scoreRange: 'HIGH' });
    });

    it('refuses to submit while a document is a duplicate type or not compliant, scoring nothing', async () => {
      const token = await visitorSession();
      await upload(token, 'passeport.png', passport);
      const card = await upload(token, 'carte-identite.pdf', makePdf(2));
      expect(card.json().subType).toBe('STATE_ID_RECTO_VERSO');
      const refused = await submit(token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorCode).toBe('vialink.error.upload');
      expect((await status(token)).json()).toMatchObject({ status: 'CREATED', scoreRange: null });
      // The duplicate deleted, as the browser's retry button does, the same session goes through.
      expect((await remove(token, card.json().id)).statusCode).toBe(200);
      expect((await submit(token)).statusCode).toBe(200);
      expect((await status(token)).json()).toMatchObject({ status: 'DONE', scoreRange: 'HIGH' });

      const other = await visitorSession();
      await upload(other, 'passeport.png', passport);
      expect((await upload(other, 'notes.png', makePng(900, 900))).json().type).toBe('OTHER');
      expect((await submit(other)).json().errorCode).toBe('vialink.error.upload');
      expect((await status(other)).json()).toMatchObject({ status: 'CREATED', scoreRange: null });
    });

    it('takes a missing side only for a document waiting for one', async () => {
      const side = { name: 'verso.jpg', bytes: makeJpegHeader(1300, 1100) };
      const expectRefused = async (token: string, documentId: string) => {
        const before = await storedCount(token);
        const answer = await addSide(token, documentId, 'BACK', side);
        expect(answer.statusCode).toBe(400);
        expect(answer.json().errorCode).toBe('vialink.error.upload');
        expect(await storedCount(token)).toEqual(before);
      };
      const complete = await visitorSession();
      await expectRefused(complete, (await upload(complete, 'passeport.png', passport)).json().id);

      const licence = await visitorSession();
      const token = await upload(licence, 'permis.png', makePng(1200, 1000));
      expect(token.json().subType).toBe('DRIVING_LICENCE_{token}');
      await expectRefused(licence, token.json().id);

      // A recto listed after a passport is a duplicate: deleted and retried, never completed.
      const duplicate = await visitorSession();
      await upload(duplicate, 'passeport.png', passport);
      await expectRefused(
        duplicate,
        (await upload(duplicate, 'cni-recto.png', makePng(1200, 1000))).json().id,
      );

      const waiting = await visitorSession();
      const recto = await upload(waiting, 'cni-recto.png', makePng(1200, 1000));
      expect((await addSide(waiting, recto.json().id, 'BACK', side)).json().subType).toBe(
        'STATE_ID_RECTO_VERSO',
      );
    });

    it('answers a medium-score contact with the messages of the browser form', async () => {
      const token = await visitorSession();
      await upload(token, 'passeport.jpg', makeJpegHeader(800, 600));
      await submit(token);
      const blank = await updateContact(token, '', ' ');
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({
        errorCode: 'vialink.error.contact',
        fields: { telephone: 'form.field.validator.message', mail: 'form.field.validator.message' },
      });
      const malformed = await updateContact(token, '+33612345678', 'not-an-address');
      expect(malformed.json().fields).toEqual({ mail: 'form.field.validator.email' });
    });
  },
  { DATA_DIR: dataDir },
);
