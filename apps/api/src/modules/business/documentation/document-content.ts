import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@nomina/domain';
import type { TDocumentStore } from '../../../adapters/document-store/document-store';
import type { TDatabase } from '../../../db/client';
import type { TDocumentSource } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { TTranslationCache } from '../../resource';
import { findExecutions } from '../history/history.service';
import {
  findAllOperations,
  findHolder,
  findHolderOperation,
  findOperationsOfYear,
  findValuedHoldings,
} from './document-content.repository';
import { renderAvis } from './pdf/render-avis';
import { renderGeneric } from './pdf/render-generic';
import { renderIfu } from './pdf/render-ifu';
import { renderReleve } from './pdf/render-releve';
import { pdfContextOf } from '../../../lib/pdf/pdf-context';

/** A stored document: where its PDF lives and what it is made of. */
export type TStoredDocument = { storageKey: string; source: TDocumentSource; tituNume?: string };

/** What making and reading documents needs: the database, the texts, the document store and a log. */
export type TDocumentDeps = {
  db: TDatabase;
  translations: TTranslationCache;
  documents: TDocumentStore;
  log: FastifyBaseLogger;
};

/** Built once per plugin from the app (the services never take the app). */
export function createDocumentDeps(app: FastifyInstance): TDocumentDeps {
  return { db: app.db, translations: app.translations, documents: app.documents, log: app.log };
}

async function render(deps: TDocumentDeps, document: TStoredDocument, lang: string): Promise<Uint8Array> {
  const context = await pdfContextOf(deps.translations, lang);
  const { source } = document;
  if (source.kind === 'generic') return renderGeneric(context, source.topic);
  if (source.kind === 'stored') throw new Error(`stored document missing: ${document.storageKey}`);
  const tituNume = document.tituNume!;
  const holder = await findHolder(deps.db, tituNume);
  if (!holder) throw new Error(`no holder ${tituNume}`);
  if (source.kind === 'avis') {
    const operation = await findHolderOperation(deps.db, tituNume, source.idDemande);
    if (!operation) throw new Error(`no operation ${source.idDemande} for ${tituNume}`);
    const fills = (await findExecutions(deps.db, operation.idDemande)).map((fill) => ({
      ...fill,
      dateExecution: new Date(fill.dateExecution),
    }));
    return renderAvis(context, holder, operation, fills);
  }
  if (source.kind === 'ifu')
    return renderIfu(
      context,
      holder,
      source.year,
      await findOperationsOfYear(deps.db, tituNume, source.year),
    );
  const [history, current] = await Promise.all([
    findAllOperations(deps.db, tituNume),
    findValuedHoldings(deps.db, tituNume),
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
  deps: TDocumentDeps,
  document: TStoredDocument,
  lang: string,
): Promise<Uint8Array> {
  const stored = await deps.documents.get(document.storageKey);
  if (stored) return stored;
  const bytes = await render(deps, document, lang);
  await deps.documents.put(document.storageKey, bytes);
  return bytes;
}

/** Base64 of a document's PDF, as the wire's documentContent; a store failure is general.download.error. */
export async function documentBase64Of(deps: TDocumentDeps, document: TStoredDocument, lang: string) {
  try {
    return Buffer.from(await documentBytes(deps, document, lang)).toString('base64');
  } catch (error) {
    deps.log.error(
      { err: error, storageKey: document.storageKey },
      'document could not be read or generated',
    );
    throw new AppError(500, ERROR_CODES.downloadFailed);
  }
}
