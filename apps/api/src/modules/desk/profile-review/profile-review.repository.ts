import { and, asc, eq, inArray } from 'drizzle-orm';
import { PROFILE_UPLOAD_TYPES } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { bankDetails, holders, profileDocuments } from '../../../db/schema';

/** Identity and address documents: the upload types reviewed on their own (not BANK_ID). */
const REVIEWED_TYPES = PROFILE_UPLOAD_TYPES.filter((type) => type !== 'BANK_ID');

export const isReviewedAlone = (type: string) => (REVIEWED_TYPES as string[]).includes(type);

export type TDecision = { status: 'VALIDE' | 'REFUSE'; reviewedBy: string; reviewedAt: Date };

/** The profile review's documents and bank changes: one query per method. */
export function createProfileReviewRepository(db: TDatabase) {
  return {
    /** Identity and address documents waiting for review, oldest first (bank documents go with their change). */
    async listPendingDocuments() {
      return db
        .select({ document: profileDocuments, firstName: holders.firstName, lastName: holders.lastName })
        .from(profileDocuments)
        .innerJoin(holders, eq(holders.tituNume, profileDocuments.tituNume))
        .where(and(eq(profileDocuments.status, 'EN_ATTENTE'), inArray(profileDocuments.type, REVIEWED_TYPES)))
        .orderBy(asc(profileDocuments.createdAt));
    },

    async findDocumentById(id: string) {
      const [row] = await db.select().from(profileDocuments).where(eq(profileDocuments.id, id));
      return row;
    },

    /** Decides a pending identity or address document; false when it is no longer pending. */
    async decideDocument(id: string, decision: TDecision) {
      const updated = await db
        .update(profileDocuments)
        .set(decision)
        .where(
          and(
            eq(profileDocuments.id, id),
            eq(profileDocuments.status, 'EN_ATTENTE'),
            inArray(profileDocuments.type, REVIEWED_TYPES),
          ),
        )
        .returning({ id: profileDocuments.id });
      return updated.length === 1;
    },

    /** Bank changes confirmed by their holder's password and waiting for review, oldest first. */
    async listPendingBankChanges() {
      return db
        .select({ change: bankDetails, firstName: holders.firstName, lastName: holders.lastName })
        .from(bankDetails)
        .innerJoin(holders, eq(holders.tituNume, bankDetails.tituNume))
        .where(eq(bankDetails.status, 'EN_ATTENTE'))
        .orderBy(asc(bankDetails.createdAt));
    },

    async findBankChangeById(id: string) {
      const [row] = await db.select().from(bankDetails).where(eq(bankDetails.id, id));
      return row;
    },

    /**
     * Decides a pending bank change: its bank identity document's id (null when it has none), or
     * false when the change is no longer pending. An accepted change is the newest VALIDE row: the
     * IBAN on file from now on.
     */
    async decideBankChange(id: string, decision: TDecision): Promise<string | null | false> {
      const updated = await db
        .update(bankDetails)
        .set(decision)
        .where(and(eq(bankDetails.id, id), eq(bankDetails.status, 'EN_ATTENTE')))
        .returning({ documentId: bankDetails.documentId });
      if (updated.length !== 1) return false;
      return updated[0]!.documentId;
    },

    /** The decision of a bank change given to its bank identity document too. */
    async decideDocumentOfBankChange(documentId: string, decision: TDecision): Promise<void> {
      await db.update(profileDocuments).set(decision).where(eq(profileDocuments.id, documentId));
    },
  };
}

export type TProfileReviewRepository = ReturnType<typeof createProfileReviewRepository>;
