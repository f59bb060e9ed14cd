import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import type { TDocumentFile, TDocumentTypeEntry } from '@nomina/domain';
import { injectAccountToken } from '../../../testing/account-token';
import { injectWithToken } from '../../../testing/inject-login';
import { describeApi } from '../../../testing/test-app';

const storeDir = mkdtempSync(join(tmpdir(), 'nomina-ged-documents-'));

describeApi(
  'business typeDocument and files',
  (app) => {
    const get = (token: string, url: string) =>
      injectWithToken(app(), token, { url: `/api/v1/business/${url}` });

    it("lists the generic documents of the account's issuer in every language", async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      const response = await get(token, 'typeDocument');
      expect(response.statusCode).toBe(200);
      const entries: TDocumentTypeEntry[] = response.json();
      expect(new Set(entries.map((entry) => entry.documentTypeTraductionKey))).toEqual(
        new Set(['doc.type.conditions', 'doc.type.tarifs', 'doc.type.reglements', 'doc.type.guides']),
      );
      // The Calanque plan rules (issuer 2002) are not shown to an Aubépine holder.
      expect([...new Set(entries.map((entry) => entry.documentId))].sort()).toEqual([1, 2, 3, 5]);
      const guide = entries
        .filter((entry) => entry.documentId === 5)
        .map((entry) => entry.documentLangueIso3);
      expect(guide.sort()).toEqual(['deu', 'eng', 'fra', 'ita', 'por', 'spa']);
      expect(entries.every((entry) => /^#[0-9a-f]{6}$/.test(entry.documentTypeCodeCouleurHtml))).toBe(true);
      const calanque = await injectAccountToken(app(), 'mmartin01', 2002);
      const theirs: TDocumentTypeEntry[] = (await get(calanque, 'typeDocument')).json();
      expect([...new Set(theirs.map((entry) => entry.documentId))].sort()).toEqual([1, 2, 4, 5]);
    });

    it('gives a document version as a real PDF, generated once and then read from the store', async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      const response = await get(token, 'files?docId=5&codeLangue=ita');
      expect(response.statusCode).toBe(200);
      const file: TDocumentFile = response.json();
      expect(file).toMatchObject({
        documentId: 5,
        documentLangueIso3: 'ita',
        documentFileName: 'guide-actionnaire-it.pdf',
      });
      const bytes = Buffer.from(file.documentContent, 'base64');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await PDFDocument.load(bytes)).getTitle()).toBe('Guida dell’azionista nominativo');
      expect(existsSync(join(storeDir, 'generic', '5-ita.pdf'))).toBe(true);
      const again: TDocumentFile = (await get(token, 'files?docId=5&codeLangue=it')).json();
      expect(again.documentContent).toBe(file.documentContent);
    });

    it("refuses another issuer's document, a missing language and bad input", async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      for (const query of ['docId=4&codeLangue=fra', 'docId=1&codeLangue=ita', 'docId=99&codeLangue=fra']) {
        const response = await get(token, `files?${query}`);
        expect(response.statusCode, query).toBe(404);
        expect(response.json()).toEqual({ errorCode: 'general.error.notfound' });
      }
      for (const query of ['docId=abc&codeLangue=fra', 'docId=1', 'docId=1&codeLangue=français'])
        expect((await get(token, `files?${query}`)).statusCode, query).toBe(400);
      expect((await app().inject({ url: '/api/v1/business/typeDocument' })).statusCode).toBe(401);
    });
  },
  { DOCUMENT_STORE_DIR: storeDir },
);
