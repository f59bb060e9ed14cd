import { and, desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { profileDocuments } from '../../../db/schema';

export type TProfileDocumentRow = typeof profileDocuments.$inferSelect;

export async function insertProfileDocument(db: TDatabase, values: typeof profileDocuments.$inferInsert) {
  const [row] = await db.insert(profileDocuments).values(values).returning();
  return row!;
}

export async function listProfileDocuments(db: TDatabase, tituNume: string) {
  return db
    .select()
    .from(profileDocuments)
    .where(eq(profileDocuments.tituNume, tituNume))
    .orderBy(desc(profileDocuments.createdAt));
}

/** A document of this holder only. */
export async function findProfileDocument(db: TDatabase, tituNume: string, id: string) {
  const [row] = await db
    .select()
    .from(profileDocuments)
    .where(and(eq(profileDocuments.tituNume, tituNume), eq(profileDocuments.id, id)));
  return row;
}
