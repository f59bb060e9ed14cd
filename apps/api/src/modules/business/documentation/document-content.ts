import { and, asc, eq, gte, lt, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, LANGUAGES, type TLanguage } from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import { holders, holdings, operations, securities, type TDocumentSource } from '../../../db/schema';
import { findExecutions } from '../history/history.service';
import { renderAvis } from './pdf/render-avis';
import { renderGeneric } from './pdf/render-generic';
import { renderIfu } from './pdf/render-ifu';
import { renderReleve } from './pdf/render-releve';
import type { TPdfContext } from './pdf/pdf-context';
import { pdfFormat } from './pdf/pdf-format';

/** A stored document: where its PDF lives and what it is made of. */
export type TStoredDocument = { storageKey: string; source: TDocumentSource; tituNume?: string };

/** Labels in the document's language from the translation catalogue. */
export async function pdfContext(app: FastifyInstance, language: string): Promise<TPdfContext> {
  const lang: TLanguage = (LANGUAGES as readonly string[]).includes(language)
    ? (language as TLanguage)
    : 'fr';
  const { texts } = await app.translations.get(lang, 0);
  return { lang, t: (key) => texts.get(key) ?? key, format: pdfFormat(lang) };
}

async function render(app: FastifyInstance, document: TStoredDocument, lang: string): Promise<Uint8Array> {
  const context = await pdfContext(app, lang);
  const { source } = document;
  if (source.kind === 'generic') return renderGeneric(context, source.topic);
  if (source.kind === 'stored') throw new Error(`stored document missing: ${document.storageKey}`);
  const tituNume = document.tituNume!;
  const [holder] = await app.db.select().from(holders).where(eq(holders.tituNume, tituNume));
  if (!holder) throw new Error(`no holder ${tituNume}`);
  if (source.kind === 'avis') {
    const [operation] = await app.db
      .select()
      .from(operations)
      .where(and(eq(operations.tituNume, tituNume), eq(operations.idDemande, source.idDemande)));
    if (!operation) throw new Error(`no operation ${source.idDemande} for ${tituNume}`);
    const fills = (await findExecutions(app.db, operation.idDemande)).map((fill) => ({
      ...fill,
      dateExecution: new Date(fill.dateExecution),
    }));
    return renderAvis(context, holder, operation, fills);
  }
  if (source.kind === 'ifu') {
    const ofYear = await app.db
      .select()
      .from(operations)
      .where(
        and(
          eq(operations.tituNume, tituNume),
          gte(operations.dateOperation, new Date(Date.UTC(source.year, 0, 1))),
          lt(operations.dateOperation, new Date(Date.UTC(source.year + 1, 0, 1))),
        ),
      )
      .orderBy(asc(operations.dateOperation));
    return renderIfu(context, holder, source.year, ofYear);
  }
  const [history, current] = await Promise.all([
    app.db
      .select()
      .from(operations)
      .where(eq(operations.tituNume, tituNume))
      .orderBy(asc(operations.dateOperation)),
    app.db
      .select({
        valeIden: holdings.valeIden,
        valeLibe: securities.valeLibe,
        quantite: sum(holdings.quantite).mapWith(Number),
        cours: securities.cours,
      })
      .from(holdings)
      .innerJoin(securities, eq(securities.valeIden, holdings.valeIden))
      .where(eq(holdings.tituNume, tituNume))
      .groupBy(holdings.valeIden, securities.valeLibe, securities.cours),
  ]);
  return renderReleve(
    context,
    holder,
    { start: source.periodStart, end: source.periodEnd },
    current,
    history,
  );
}

/**
 * The PDF of a document. PDFs are generated on first download and kept in the document store:
 * the seed stays fast (hundreds of documents, most never opened), and a later download reads the
 * stored file as a real GED would. Two first downloads at once both write a complete file (atomic rename).
 */
export async function documentBytes(
  app: FastifyInstance,
  document: TStoredDocument,
  lang: string,
): Promise<Uint8Array> {
  const stored = await app.documents.get(document.storageKey);
  if (stored) return stored;
  const bytes = await render(app, document, lang);
  await app.documents.put(document.storageKey, bytes);
  return bytes;
}

/** Base64 of a document's PDF, as the wire's documentContent; a store failure is general.download.error. */
export async function documentBase64(app: FastifyInstance, document: TStoredDocument, lang: string) {
  try {
    return Buffer.from(await documentBytes(app, document, lang)).toString('base64');
  } catch (error) {
    app.log.error({ err: error, storageKey: document.storageKey }, 'document could not be read or generated');
    throw new AppError(500, ERROR_CODES.downloadFailed);
  }
}
