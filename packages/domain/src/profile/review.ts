import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../access/required';

/**
 * The registrar's review of what the profile leaves pending (decision 013): identity and address
 * documents, bank changes. Wire shapes of the desk API (`/api/v1/desk/profil/...`).
 */
export const REVIEW_DECISIONS = ['VALIDE', 'REFUSE'] as const;
export type TReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** A decision: accept or refuse, and the desk operator who takes it (kept on the row). */
export const ZReviewDecision = z.object({
  decision: z.enum(REVIEW_DECISIONS, { error: REQUIRED_MESSAGE }),
  operateur: z.string().trim().min(1, REQUIRED_MESSAGE).max(80),
});
export type TReviewDecisionBody = z.infer<typeof ZReviewDecision>;

/** A profile document waiting for review, with its holder. */
export const ZPendingDocument = z.object({
  id: z.string(),
  tituNume: z.string(),
  nom: z.string(),
  type: z.string(),
  subType: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  dateDepot: z.string(),
});
export type TPendingDocument = z.infer<typeof ZPendingDocument>;

/** A bank change waiting for review: the full IBAN (the registrar checks it against the document). */
export const ZPendingBankChange = z.object({
  id: z.string(),
  tituNume: z.string(),
  nom: z.string(),
  iban: z.string(),
  bic: z.string(),
  documentId: z.string().nullable(),
  ibanActuelMasque: z.string().nullable(),
  dateDemande: z.string(),
});
export type TPendingBankChange = z.infer<typeof ZPendingBankChange>;

/** The answer to a decision: the row's new status and when it was taken. */
export const ZReviewResult = z.object({
  id: z.string(),
  status: z.enum(REVIEW_DECISIONS),
  reviewedAt: z.string(),
});
export type TReviewResult = z.infer<typeof ZReviewResult>;

export const REVIEW_ERRORS = {
  /** The document or bank change was already accepted or refused (or was never submitted). */
  alreadyDecided: 'profil.review.error.decided',
} as const;
