import { and, desc, eq, exists, inArray, ne, or } from 'drizzle-orm';
import { PROFILE_UPLOAD_TYPES } from '@nomina/domain';
import type { TDatabase } from '../../../../db/client';
import { bankDetails, profileDocuments } from '../../../../db/schema';

export type TProfileDocumentRow = typeof profileDocuments.$inferSelect;

/** The documents filed from the profile, one query per method. */
export function createProfileDocumentsRepository(db: TDatabase) {
  return {
    async insertProfileDocument(values: typeof profileDocuments.$inferInsert) {
      const [row] = await db.insert(profileDocuments).values(values).returning();
      return row!;
    },

    /**
     * justif-status: the holder's identity and address documents filed from the profile, and the bank
     * identity documents of bank changes actually submitted (a BANK_ID whose change was never confirmed
     * by the password is no document under review). Nothing else of the holder's files.
     */
    async listProfileDocuments(tituNume: string) {
      const submittedChange = db
        .select({ id: bankDetails.id })
        .from(bankDetails)
        .where(
          and(
            eq(bankDetails.documentId, profileDocuments.id),
            eq(bankDetails.tituNume, tituNume),
            ne(bankDetails.status, 'BROUILLON'),
          ),
        );
      return db
        .select()
        .from(profileDocuments)
        .where(
          and(
            eq(profileDocuments.tituNume, tituNume),
            inArray(profileDocuments.type, [...PROFILE_UPLOAD_TYPES]),
            or(ne(profileDocuments.type, 'BANK_ID'), exists(submittedChange)),
          ),
        )
        .orderBy(desc(profileDocuments.createdAt));
    },

    /** A document of this holder only. */
    async findProfileDocument(tituNume: string, id: string) {
      const [row] = await db
        .select()
        .from(profileDocuments)
        .where(and(eq(profileDocuments.tituNume, tituNume), eq(profileDocuments.id, id)));
      return row;
    },
  };
}

export type TProfileDocumentsRepository = ReturnType<typeof createProfileDocumentsRepository>;
