import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import type { TGedCategory } from '@nomina/domain';
import { gedDocuments } from '../../../db/schema';
import { buildOperationSeeds } from '../../../db/seed/operations';
import { injectAccountToken } from '../../../testing/account-token';
import { injectWithToken } from '../../../testing/inject-login';
import { describeApi } from '../../../testing/test-app';

const seeded = buildOperationSeeds();
const executedOrders = (tituNume: string) =>
  seeded.filter((entry) => entry.operation.tituNume === tituNume && entry.operation.codeAvis);

describeApi(
  'external ged and execution',
  (app) => {
    const get = (token: string, url: string) =>
      injectWithToken(app(), token, { url: `/api/v1/external/${url}` });
    const docsOf = async (tituNume: string) =>
      app().db.select().from(gedDocuments).where(eq(gedDocuments.tituNume, tituNume));

    it("lists the holder's documents by category and code, newest first", async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      const response = await get(token, 'ged/docs');
      expect(response.statusCode).toBe(200);
      const categories: TGedCategory[] = response.json();
      expect(categories.map((category) => category.categorieDoc)).toEqual([
        'RELEVES',
        'RAPPORTS',
        'AVIS_OPERATIONS',
      ]);
      const [releves, rapports, avis] = categories;
      const statements = releves!.listDocsByCode.find(
        (group) => group.documentCode === 'RELEVE_TRIMESTRIEL',
      )!.listDocs;
      expect(statements).toHaveLength(16);
      const dates = statements.map((doc) => doc.dateArrete);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(new Date(dates[0]!).toISOString().slice(0, 10)).toBe('2026-09-30');
      expect(new Set(statements.map((doc) => doc.languageCode))).toEqual(new Set(['fr', 'en']));
      expect(rapports!.listDocsByCode[0]!.listDocs).toHaveLength(4);
      const notices = avis!.listDocsByCode;
      expect(notices).toHaveLength(executedOrders('T1001-000101').length);
      const newest = notices.map((group) => group.listDocs[0]!.dateArrete);
      expect(newest).toEqual([...newest].sort((a, b) => b - a));
    });

    it("downloads the holder's statement as a PDF with its holdings", async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      const [statement] = (await docsOf('T1001-000101')).filter(
        (doc) => doc.categorie === 'RELEVES' && doc.languageCode === 'fr',
      );
      const response = await get(token, `ged/download?uuid=${statement!.uuid}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ uuid: statement!.uuid, documentContentType: 'application/pdf' });
      const pdf = await PDFDocument.load(Buffer.from(body.documentContent, 'base64'));
      expect(pdf.getTitle()).toMatch(/^Relevé de portefeuille — \d{2}\/\d{2}\/\d{4}$/);
    });

    it("never gives another holder's document: 404 and nothing else", async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      const [theirs] = await docsOf('T1001-000102');
      const response = await get(token, `ged/download?uuid=${theirs!.uuid}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errorCode: 'general.error.notfound' });
      expect((await get(token, 'ged/download?uuid=00000000-0000-4000-8000-000000000000')).statusCode).toBe(
        404,
      );
      expect((await get(token, 'ged/download?uuid=../../secrets')).statusCode).toBe(400);
      const herNotice = executedOrders('T1001-000102')[0]!.operation.codeAvis!;
      const byCode = await get(token, `ged/downloadDocGedByCode?codeDocument=${herNotice}&langue=fr`);
      expect(byCode.statusCode).toBe(404);
      expect(byCode.json()).toEqual({ errorCode: 'general.error.notfound' });
      // Her own account at another issuer does not reach it either.
      const otherAccount = await injectAccountToken(app(), 'mmartin01', 2002);
      expect((await get(otherAccount, `ged/download?uuid=${theirs!.uuid}`)).statusCode).toBe(404);
      expect((await app().inject({ url: '/api/v1/external/ged/docs' })).statusCode).toBe(401);
    });

    it("gives the notice of one of the holder's operations by its code, in the asked language or French", async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      const { operation } = executedOrders('T1001-000101').at(-1)!;
      const english = await get(
        token,
        `ged/downloadDocGedByCode?codeDocument=${operation.codeAvis}&langue=en`,
      );
      expect(english.statusCode).toBe(200);
      expect(english.json().documentFileName).toBe(`avis-${operation.reference}-en.pdf`);
      const pdf = await PDFDocument.load(Buffer.from(english.json().documentContent, 'base64'));
      expect(pdf.getTitle()).toBe(`Trade confirmation ${operation.reference}`);
      const german = await get(
        token,
        `ged/downloadDocGedByCode?codeDocument=${operation.codeAvis}&langue=de`,
      );
      expect(german.json().documentFileName).toBe(`avis-${operation.reference}-fr.pdf`);
    });

    it("gives the executions of the holder's order and of no one else's", async () => {
      const token = await injectAccountToken(app(), 'jdupont01');
      const mine = seeded.find(
        (entry) => entry.operation.tituNume === 'T1001-000101' && entry.executions.length > 1,
      )!;
      const { reference, idDemande } = mine.operation;
      const response = await get(token, `execution/details?reference=${reference}&idDemande=${idDemande}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().reference).toBe(reference);
      expect(response.json().executions.map((fill: { quantite: number }) => fill.quantite)).toEqual(
        mine.executions.map((fill) => fill.quantite),
      );
      expect((await get(token, `execution/details?reference=ORD1&idDemande=${idDemande}`)).statusCode).toBe(
        404,
      );
      const theirs = executedOrders('T1001-000102')[0]!.operation;
      const refused = await get(
        token,
        `execution/details?reference=${theirs.reference}&idDemande=${theirs.idDemande}`,
      );
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ errorCode: 'general.error.notfound' });
      expect((await get(token, 'execution/details?reference=x')).statusCode).toBe(400);
    });

    it('describes the history, documents, GED and execution endpoints in OpenAPI', async () => {
      const response = await app().inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const paths = response.json().paths as Record<string, Record<string, { tags: string[] }>>;
      const business = [
        'operation/historique',
        'operation/historique/export',
        'operation/detail-ordre-bourse',
      ];
      business.push('operation/detail-ordre-exPLS', 'typeDocument', 'files');
      for (const path of business)
        expect(paths[`/api/v1/business/${path}`]?.get?.tags, path).toEqual(['business']);
      expect(paths['/api/v1/business/operation/cancel-order']?.post?.tags).toEqual(['business']);
      for (const path of ['ged/docs', 'ged/download', 'ged/downloadDocGedByCode', 'execution/details'])
        expect(paths[`/api/v1/external/${path}`]?.get?.tags, path).toEqual(['external']);
    });
  },
  { DOCUMENT_STORE_DIR: mkdtempSync(join(tmpdir(), 'nomina-ged-external-')) },
);
