import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../../db/client';
import {
  executions,
  gedDocuments,
  holdings,
  operations,
  orderRequests,
  rightsGrants,
  securities,
} from '../../../../db/schema';
import { OPEN_STATUTS } from '../holdings.repository';

export type TTx = Parameters<Parameters<TDatabase['transaction']>[0]>[0];

/** The open on-line orders with their security (quote, schedule) and what was already filled. */
export async function findOpenOrders(db: TDatabase) {
  return db
    .select({
      operation: operations,
      request: orderRequests,
      isin: securities.isin,
      cours: securities.cours,
      emetIden: securities.emetIden,
      baremeWeb: securities.baremeWeb,
      filled:
        sql<number>`(select coalesce(sum(${executions.quantite}), 0) from ${executions} where ${executions.idDemande} = ${operations.idDemande})`.mapWith(
          Number,
        ),
      filledAmount:
        sql<number>`(select coalesce(sum(${executions.montant}), 0) from ${executions} where ${executions.idDemande} = ${operations.idDemande})`.mapWith(
          Number,
        ),
    })
    .from(orderRequests)
    .innerJoin(operations, eq(operations.idDemande, orderRequests.idDemande))
    .innerJoin(securities, eq(securities.valeIden, operations.valeIden))
    .where(and(isNull(orderRequests.closedAt), inArray(operations.statut, [...OPEN_STATUTS])))
    .orderBy(operations.dateSaisie);
}
export type TOpenOrder = Awaited<ReturnType<typeof findOpenOrders>>[number];

/**
 * Applies an order's new state only if no other run changed it since it was read (same statut and
 * executed quantity): two engines at once never apply a fill twice.
 */
export async function updateOrderIfUnchanged(
  tx: TTx,
  order: TOpenOrder,
  values: Partial<typeof operations.$inferInsert>,
): Promise<boolean> {
  const updated = await tx
    .update(operations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(
      and(
        eq(operations.idDemande, order.operation.idDemande),
        eq(operations.statut, order.operation.statut),
        eq(operations.quantiteExecutee, order.operation.quantiteExecutee),
        isNull(operations.cancelledAt),
      ),
    )
    .returning({ idDemande: operations.idDemande });
  return updated.length === 1;
}

export async function insertFill(tx: TTx, fill: typeof executions.$inferInsert) {
  await tx.insert(executions).values(fill);
}

export async function closeOrder(tx: TTx, idDemande: string, at: Date) {
  await tx.update(orderRequests).set({ closedAt: at }).where(eq(orderRequests.idDemande, idDemande));
}

/** Adds shares to a holding (new average cost), creating the line when needed. */
export async function creditHolding(
  tx: TTx,
  line: { tituNume: string; valeIden: number; modeDetention: string },
  quantite: number,
  prixRevientMoyen: number,
) {
  const qty = sql`${String(quantite)}::numeric`;
  const prix = sql`${String(prixRevientMoyen)}::numeric`;
  await tx
    .insert(holdings)
    .values({ ...line, quantite, quantiteIndisponible: 0, prixRevientMoyen })
    .onConflictDoUpdate({
      target: [holdings.tituNume, holdings.valeIden, holdings.modeDetention],
      set: {
        prixRevientMoyen: sql`round(((${holdings.quantite} * coalesce(${holdings.prixRevientMoyen}, ${prix})) + ${qty} * ${prix}) / (${holdings.quantite} + ${qty}), 4)`,
        quantite: sql`${holdings.quantite} + ${qty}`,
      },
    });
}

/** Takes sold shares off a holding. */
export async function debitHolding(
  tx: TTx,
  line: { tituNume: string; valeIden: number; modeDetention: string },
  quantite: number,
) {
  await tx
    .update(holdings)
    .set({ quantite: sql`greatest(${holdings.quantite} - ${String(quantite)}::numeric, 0)` })
    .where(
      and(
        eq(holdings.tituNume, line.tituNume),
        eq(holdings.valeIden, line.valeIden),
        eq(holdings.modeDetention, line.modeDetention),
      ),
    );
}

/** Takes exercised options off the grant. */
export async function debitGrant(tx: TTx, tituNume: string, idPlan: number, quantite: number) {
  await tx
    .update(rightsGrants)
    .set({ quantite: sql`greatest(${rightsGrants.quantite} - ${String(quantite)}::numeric, 0)` })
    .where(and(eq(rightsGrants.tituNume, tituNume), eq(rightsGrants.idPlan, idPlan)));
}

/** Notice languages: French, and English for holders abroad (the GED falls back fr then en). */
export const NOTICE_LANGUAGES = ['fr', 'en'] as const;

/** Files the operation notice (avis d'opéré) in the notices tab; its PDF is made on first download. */
export async function fileNotice(
  tx: TTx,
  order: { operation: Pick<typeof operations.$inferSelect, 'idDemande' | 'tituNume' | 'reference'> },
  at: Date,
): Promise<string> {
  const { idDemande, tituNume, reference } = order.operation;
  const codeAvis = `AVIS${idDemande}`;
  await tx.update(operations).set({ codeAvis }).where(eq(operations.idDemande, idDemande));
  await tx.insert(gedDocuments).values(
    NOTICE_LANGUAGES.map((languageCode) => {
      const uuid = randomUUID();
      return {
        uuid,
        tituNume,
        categorie: 'AVIS_OPERATIONS' as const,
        documentCode: codeAvis,
        keyTitle: 'ged.title.avis',
        languageCode,
        dateArrete: at,
        fileName: `avis-${reference}-${languageCode}.pdf`,
        storageKey: `holders/${tituNume}/${uuid}.pdf`,
        source: { kind: 'avis' as const, idDemande },
      };
    }),
  );
  return codeAvis;
}
