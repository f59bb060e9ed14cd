import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@nomina/domain';
import type { TDocumentStore } from '../../../adapters/document-store/document-store';
import type { TDocumentSource } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { TTranslationCache } from '../../resource';
import type { executionsOf } from '../history/history.service';
import type { TDocumentContentRepository } from './document-content.repository';
import { renderAvis } from './pdf/render-avis';
import { renderGeneric } from './pdf/render-generic';
import { renderIfu } from './pdf/render-ifu';
import { renderReleve } from './pdf/render-releve';
import { pdfContextOf } from '../../../lib/pdf/pdf-context';

/** A stored document: where its PDF lives and what it is made of. */
export type TStoredDocument = { storageKey: string; source: TDocumentSource; tituNume?: string };

/**
 * What making and reading documents needs: the documents' queries, an order's executions (the
 * history's), the texts, the document store and a log.
 */
export type TDocumentDeps = {
  content: TDocumentContentRepository;
  findExecutions: (idDemande: string) => ReturnType<typeof executionsOf>;
  translations: TTranslationCache;
  documents: TDocumentStore;
  log: FastifyBaseLogger;
};

async function render(deps: TDocumentDeps, document: TStoredDocument, lang: string): Promise<Uint8Array> {
  const context = await pdfContextOf(deps.translations, lang);
  const { source } = document;
  if (source.kind === 'generic') return renderGeneric(context, source.topic);
  if (source.kind === 'stored') throw new Error(`stored document missing: ${document.storageKey}`);
  const tituNume = document.tituNume!;
  const holder = await deps.content.findHolder(tituNume);
  if (!holder) throw new Error(`no holder ${tituNume}`);
  if (source.kind === 'avis') {
    const operation = await deps.content.findHolderOperation(tituNume, source.idDemande);
    if (!operation) throw new Error(`no operation ${source.idDemande} for ${tituNume}`);
    const fills = (await deps.findExecutions(operation.idDemande)).map((fill) => ({
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
      await deps.content.findOperationsOfYear(tituNume, source.year),
    );
  const [history, current] = await Promise.all([
    deps.content.findAllOperations(tituNume),
    deps.content.findValuedHoldings(tituNume),
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
