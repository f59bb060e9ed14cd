import { desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { advanceExemptions, holderSettings, holders } from '../../../db/schema';

export async function findHolderSettings(db: TDatabase, tituNume: string) {
  const [row] = await db.select().from(holderSettings).where(eq(holderSettings.tituNume, tituNume));
  return row ?? null;
}

export async function findHolderContact(db: TDatabase, tituNume: string) {
  const [row] = await db
    .select({
      email: holders.email,
      residenceFiscale: holders.residenceFiscale,
    })
    .from(holders)
    .where(eq(holders.tituNume, tituNume));
  return row ?? null;
}

/** Writes one of the two choices with its date, creating the row on first use. */
export async function saveHolderChoice(
  db: TDatabase,
  tituNume: string,
  choice: { eServices: boolean } | { eConvocation: boolean },
): Promise<void> {
  const now = new Date();
  const set =
    'eServices' in choice
      ? { eServices: choice.eServices, eServicesAt: now, updatedAt: now }
      : { eConvocation: choice.eConvocation, eConvocationAt: now, updatedAt: now };
  await db
    .insert(holderSettings)
    .values({ tituNume, ...set })
    .onConflictDoUpdate({ target: holderSettings.tituNume, set });
}

export async function listExemptions(db: TDatabase, tituNume: string) {
  return db
    .select()
    .from(advanceExemptions)
    .where(eq(advanceExemptions.tituNume, tituNume))
    .orderBy(desc(advanceExemptions.annee));
}

/** Inserts the request; false when the holder already asked for that year. */
export async function insertExemption(
  db: TDatabase,
  row: { tituNume: string; userId: string; annee: number; situation: string },
): Promise<boolean> {
  const inserted = await db
    .insert(advanceExemptions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: advanceExemptions.id });
  return inserted.length === 1;
}
