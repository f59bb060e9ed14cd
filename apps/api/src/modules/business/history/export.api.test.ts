import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { buildOperationSeeds } from '../../../db/seed/operations';
import { injectAccountToken } from '../../../testing/account-token';
import { injectWithToken } from '../../../testing/inject-login';
import { describeApi } from '../../../testing/test-app';

const seeded = buildOperationSeeds().map((entry) => entry.operation);
const count = (categorie: string, keep: (row: (typeof seeded)[number]) => boolean = () => true) =>
  seeded.filter((row) => row.tituNume === 'T1001-000101' && row.categorie === categorie && keep(row)).length;

describeApi(
  'business operation/historique/export',
  (app) => {
    const download = (token: string, query: string) =>
      injectWithToken(app(), token, { url: `/api/v1/business/operation/historique/export?${query}` });

    it('exports the filtered lines as a spreadsheet-ready CSV', async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      const response = await download(token, 'format=csv&categorie=BOURSE&statut=EXECUTE');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="historique-bourse-.*\.csv"$/,
      );
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Date;Référence;Opération;Valeur;Quantité;Prix unitaire;Montant brut;Frais;Montant net;Devise;Statut',
      );
      const total = count('BOURSE', (row) => row.statut === 'EXECUTE');
      expect(lines).toHaveLength(total + 1);
      const listed = await injectWithToken(app(), token, {
        url: '/api/v1/business/operation/historique?categorie=BOURSE&statut=EXECUTE',
      });
      expect(listed.json().total).toBe(total);
      expect(lines.slice(1).every((line) => line.split(';').length === 11 && line.endsWith(';Exécuté'))).toBe(
        true,
      );
      expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4};ORD\d+;(Achat|Vente);/);
    });

    it('writes column names and decimals in the asked language', async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      const response = await download(
        token,
        'format=csv&categorie=DIVERSES&typeOperation=DIVIDENDE&langue=en',
      );
      const [header, ...rows] = response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(header).toBe(
        'Date;Reference;Operation;Security;Quantity;Unit price;Gross amount;Fees;Net amount;Currency;Status',
      );
      expect(rows).toHaveLength(count('DIVERSES', (row) => row.typeOperation === 'DIVIDENDE'));
      expect(rows.every((row) => /;Dividend;.*;\d+\.\d+;/.test(row))).toBe(true);
    });

    it('exports the whole tab as a PDF table', async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      const response = await download(token, 'format=pdf&categorie=BOURSE');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".*\.pdf"$/);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await PDFDocument.load(response.rawPayload);
      // More than 70 lines do not fit on one landscape page.
      expect(pdf.getPageCount()).toBeGreaterThan(1);
      expect(pdf.getTitle()).toBe('Historique des opérations — Opérations de bourse');
    });

    it('refuses bad input and anonymous calls', async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      for (const query of [
        'categorie=BOURSE',
        'format=xls&categorie=BOURSE',
        'format=csv',
        'format=csv&categorie=BOURSE&langue=xx',
      ]) {
        const response = await download(token, query);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().errorCode).toBe('general.error.validation');
      }
      const anonymous = await app().inject({
        url: '/api/v1/business/operation/historique/export?format=csv&categorie=BOURSE',
      });
      expect(anonymous.statusCode).toBe(401);
    });
  },
  { DOCUMENT_STORE_DIR: mkdtempSync(join(tmpdir(), 'nomina-ged-export-')) },
);
