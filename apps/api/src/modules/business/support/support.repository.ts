import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import {
  holders,
  supportCategories,
  supportFiles,
  supportMessages,
  supportRequests,
} from '../../../db/schema';

export type TRequestRow = typeof supportRequests.$inferSelect;
export type TMessageRow = typeof supportMessages.$inferSelect;
export type TFileRow = typeof supportFiles.$inferSelect;
export type TNewFile = Omit<typeof supportFiles.$inferInsert, 'messageId' | 'requestId'>;

/**
 * The support requests' queries (categories, requests, messages, files), one per method; a new
 * request or message is written with its files in one transaction.
 */
export function createSupportRepository(db: TDatabase) {
  return {
    async listCategories(logged: boolean) {
      return db
        .select({ code: supportCategories.code, libelle: supportCategories.libelle })
        .from(supportCategories)
        .where(logged ? eq(supportCategories.forHolders, true) : eq(supportCategories.forVisitors, true))
        .orderBy(asc(supportCategories.ordre));
    },

    /** Inserts the request, its first message and its files in one transaction; gives the row. */
    async insertRequest(
      request: Omit<typeof supportRequests.$inferInsert, 'id' | 'numero' | 'reference'>,
      texte: string,
      files: TNewFile[],
      referenceOf: (numero: number, createdAt: Date) => string,
    ): Promise<TRequestRow> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(supportRequests).values(request).returning();
        const reference = referenceOf(created!.numero, created!.createdAt);
        const [row] = await tx
          .update(supportRequests)
          .set({ reference })
          .where(eq(supportRequests.id, created!.id))
          .returning();
        const [message] = await tx
          .insert(supportMessages)
          .values({ requestId: row!.id, auteur: 'TITULAIRE', texte, readAt: row!.createdAt })
          .returning({ id: supportMessages.id });
        if (files.length > 0)
          await tx
            .insert(supportFiles)
            .values(files.map((file) => ({ ...file, messageId: message!.id, requestId: row!.id })));
        return row!;
      });
    },

    /** Adds a message (and its files) to a request and sets its status, in one transaction. */
    async insertMessage(
      requestId: string,
      message: { auteur: 'TITULAIRE' | 'CONSEILLER'; texte: string },
      files: TNewFile[],
      statut: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const now = new Date();
        const [inserted] = await tx
          .insert(supportMessages)
          .values({ requestId, ...message, readAt: message.auteur === 'TITULAIRE' ? now : null })
          .returning({ id: supportMessages.id });
        if (files.length > 0)
          await tx
            .insert(supportFiles)
            .values(files.map((file) => ({ ...file, messageId: inserted!.id, requestId })));
        await tx
          .update(supportRequests)
          .set({ statut, updatedAt: now })
          .where(eq(supportRequests.id, requestId));
      });
    },

    async setStatus(requestId: string, statut: string): Promise<void> {
      await db
        .update(supportRequests)
        .set({ statut, updatedAt: new Date() })
        .where(eq(supportRequests.id, requestId));
    },

    /** The user's requests, latest activity first, with their unread desk answers. */
    async listUserRequests(userId: string) {
      const unread = db
        .select({ requestId: supportMessages.requestId, n: count().as('n') })
        .from(supportMessages)
        .where(and(eq(supportMessages.auteur, 'CONSEILLER'), isNull(supportMessages.readAt)))
        .groupBy(supportMessages.requestId)
        .as('unread');
      return db
        .select({ request: supportRequests, nonLus: sql<number>`coalesce(${unread.n}, 0)::int` })
        .from(supportRequests)
        .leftJoin(unread, eq(unread.requestId, supportRequests.id))
        .where(eq(supportRequests.userId, userId))
        .orderBy(desc(supportRequests.updatedAt));
    },

    /** One request of the user (null when unknown or someone else's). */
    async findUserRequest(userId: string, requestId: string) {
      const [row] = await db
        .select()
        .from(supportRequests)
        .where(and(eq(supportRequests.id, requestId), eq(supportRequests.userId, userId)));
      return row ?? null;
    },

    async findRequest(requestId: string) {
      const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, requestId));
      return row ?? null;
    },

    async listMessages(requestId: string) {
      const messages = await db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.requestId, requestId))
        .orderBy(asc(supportMessages.createdAt));
      const files =
        messages.length === 0
          ? []
          : await db
              .select()
              .from(supportFiles)
              .where(
                inArray(
                  supportFiles.messageId,
                  messages.map((message) => message.id),
                ),
              )
              .orderBy(asc(supportFiles.createdAt));
      return { messages, files };
    },

    /** Marks the desk answers of a request as read by the holder. */
    async markAnswersRead(requestId: string): Promise<void> {
      await db
        .update(supportMessages)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(supportMessages.requestId, requestId),
            eq(supportMessages.auteur, 'CONSEILLER'),
            isNull(supportMessages.readAt),
          ),
        );
    },

    async countUnread(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(supportMessages)
        .innerJoin(supportRequests, eq(supportRequests.id, supportMessages.requestId))
        .where(
          and(
            eq(supportRequests.userId, userId),
            eq(supportMessages.auteur, 'CONSEILLER'),
            isNull(supportMessages.readAt),
          ),
        );
      return row?.n ?? 0;
    },

    /** A file of one of the user's requests (null otherwise). */
    async findUserFile(userId: string, fileId: string) {
      const [row] = await db
        .select({ file: supportFiles })
        .from(supportFiles)
        .innerJoin(supportRequests, eq(supportRequests.id, supportFiles.requestId))
        .where(and(eq(supportFiles.id, fileId), eq(supportRequests.userId, userId)));
      return row?.file ?? null;
    },

    async findFile(fileId: string) {
      const [row] = await db.select().from(supportFiles).where(eq(supportFiles.id, fileId));
      return row ?? null;
    },

    /** Requests not closed, oldest activity first: the desk's queue. */
    async listOpenRequests() {
      return db
        .select()
        .from(supportRequests)
        .where(ne(supportRequests.statut, 'CLOSE'))
        .orderBy(asc(supportRequests.updatedAt));
    },

    async findRequestByReference(reference: string) {
      const [row] = await db.select().from(supportRequests).where(eq(supportRequests.reference, reference));
      return row ?? null;
    },

    /** The identity and contacts on file of a holder, to prefill their request. */
    async findHolderIdentity(tituNume: string) {
      const [row] = await db
        .select({
          civility: holders.civility,
          firstName: holders.firstName,
          lastName: holders.lastName,
          email: holders.email,
          phone: holders.phone,
        })
        .from(holders)
        .where(eq(holders.tituNume, tituNume));
      return row ?? null;
    },
  };
}

export type TSupportRepository = ReturnType<typeof createSupportRepository>;

// The same queries over a database handle, for the callers outside this folder that do not take
// the repository yet.
