import {
  ERROR_CODES,
  REVIEW_ERRORS,
  maskIban,
  type TErrorCode,
  type TPendingBankChange,
  type TPendingDocument,
  type TReviewDecisionBody,
  type TReviewResult,
} from '@nomina/domain';
import type { TUnitOfWork } from '../../../db/unit-of-work';
import { AppError, notFound } from '../../../lib/app-error';
import type { TProfileFileStore } from '../../business';
import { isReviewedAlone, type TDecision, type TProfileReviewRepository } from './profile-review.repository';

/** A holder's latest bank details of the given statuses (business's bank-details repository). */
type TLatestBank = (tituNume: string, statuses: string[]) => Promise<{ iban: string } | null | undefined>;

export type TReviewDeps = {
  review: TProfileReviewRepository;
  /** Writes a bank change's decision and its document's together. */
  transaction: TUnitOfWork<{ review: TProfileReviewRepository }>;
  latestBank: TLatestBank;
  files: TProfileFileStore;
};

const decided = () => new AppError(409, REVIEW_ERRORS.alreadyDecided as TErrorCode);
const toDecision = (body: TReviewDecisionBody): TDecision => ({
  status: body.decision,
  reviewedBy: body.operateur,
  reviewedAt: new Date(),
});
const toResult = (id: string, decision: TDecision): TReviewResult => ({
  id,
  status: decision.status,
  reviewedAt: decision.reviewedAt.toISOString(),
});

/** The identity and address documents waiting for the registrar. */
export async function pendingDocuments(deps: TReviewDeps): Promise<TPendingDocument[]> {
  return (await deps.review.listPendingDocuments()).map(({ document, firstName, lastName }) => ({
    id: document.id,
    tituNume: document.tituNume,
    nom: `${firstName} ${lastName}`,
    type: document.type,
    subType: document.subType,
    fileName: document.fileName,
    contentType: document.contentType,
    size: document.size,
    dateDepot: document.createdAt.toISOString(),
  }));
}

/** A filed document's type, name and bytes (any profile document, bank ones included), to check it. */
export async function documentFile(deps: TReviewDeps, id: string) {
  const row = await deps.review.findDocumentById(id);
  if (!row) throw notFound(ERROR_CODES.notFound);
  return {
    contentType: row.contentType,
    fileName: row.fileName,
    bytes: await deps.files.read(row.storageKey),
  };
}

/** Accepts or refuses a pending identity or address document; the holder sees it in justif-status. */
export async function reviewDocument(
  deps: TReviewDeps,
  id: string,
  body: TReviewDecisionBody,
): Promise<TReviewResult> {
  const row = await deps.review.findDocumentById(id);
  // A bank identity document is decided with its bank change, never on its own.
  if (!row || !isReviewedAlone(row.type)) throw notFound(ERROR_CODES.notFound);
  const decision = toDecision(body);
  if (!(await deps.review.decideDocument(id, decision))) throw decided();
  return toResult(id, decision);
}

/** Bank changes waiting for the registrar, with the IBAN on file (starred) beside the new one. */
export async function pendingBankChanges(deps: TReviewDeps): Promise<TPendingBankChange[]> {
  const rows = await deps.review.listPendingBankChanges();
  return Promise.all(
    rows.map(async ({ change, firstName, lastName }) => {
      const current = await deps.latestBank(change.tituNume, ['VALIDE']);
      return {
        id: change.id,
        tituNume: change.tituNume,
        nom: `${firstName} ${lastName}`,
        iban: change.iban,
        bic: change.bic,
        documentId: change.documentId,
        ibanActuelMasque: current ? maskIban(current.iban) : null,
        dateDemande: change.createdAt.toISOString(),
      };
    }),
  );
}

/**
 * Accepts or refuses a pending bank change with its bank identity document, in one transaction.
 * Accepted, the change becomes the IBAN on file (the newest VALIDE row of the holder).
 */
export async function reviewBankChange(
  deps: TReviewDeps,
  id: string,
  body: TReviewDecisionBody,
): Promise<TReviewResult> {
  if (!(await deps.review.findBankChangeById(id))) throw notFound(ERROR_CODES.notFound);
  const decision = toDecision(body);
  await deps.transaction(async ({ review }) => {
    const documentId = await review.decideBankChange(id, decision);
    if (documentId === false) throw decided();
    if (documentId) await review.decideDocumentOfBankChange(documentId, decision);
  });
  return toResult(id, decision);
}
