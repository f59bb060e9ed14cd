import { desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { advanceExemptions, holderSettings, holders } from '../../../db/schema';

/** The account settings' queries (e-services, e-convocation, exemptions), one per method. */
export function createSettingsRepository(db: TDatabase) {
  return {
    async findHolderSettings(tituNume: string) {
      const [row] = await db.select().from(holderSettings).where(eq(holderSettings.tituNume, tituNume));
      return row ?? null;
    },

    async findHolderContact(tituNume: string) {
      const [row] = await db
        .select({
          email: holders.email,
          residenceFiscale: holders.residenceFiscale,
        })
        .from(holders)
        .where(eq(holders.tituNume, tituNume));
      return row ?? null;
    },

    /** Writes one of the two choices with its date, creating the row on first use. */
    async saveHolderChoice(
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
    },

    async listExemptions(tituNume: string) {
      return db
        .select()
        .from(advanceExemptions)
        .where(eq(advanceExemptions.tituNume, tituNume))
        .orderBy(desc(advanceExemptions.annee));
    },

    /** Inserts the request; false when the holder already asked for that year. */
    async insertExemption(row: {
      tituNume: string;
      userId: string;
      annee: number;
      situation: string;
    }): Promise<boolean> {
      const inserted = await db
        .insert(advanceExemptions)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: advanceExemptions.id });
      return inserted.length === 1;
    },
  };
}

export type TSettingsRepository = ReturnType<typeof createSettingsRepository>;
