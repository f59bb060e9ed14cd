import { and, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { TDatabase } from '../../../../db/client';
import { alerts, alertTexts, issuers } from '../../../../db/schema';

/** The alerts' queries, one per method. */
export function createAlertsRepository(db: TDatabase) {
  return {
    /** The alerts of a theme (and those of every theme) in force at `now`, newest first. */
    async findInForce(themeId: number, now: Date) {
      return db
        .select()
        .from(alerts)
        .where(
          and(
            or(eq(alerts.themeId, themeId), isNull(alerts.themeId)),
            lte(alerts.dateDebut, now),
            or(isNull(alerts.dateFin), gt(alerts.dateFin, now)),
          ),
        )
        .orderBy(desc(alerts.dateDebut));
    },

    /** The texts of these alerts in these languages. */
    async findTexts(alertIds: number[], languages: string[]) {
      return db
        .select()
        .from(alertTexts)
        .where(and(inArray(alertTexts.alertId, alertIds), inArray(alertTexts.langueIden, languages)));
    },

    /** The theme of an issuer, or undefined when it has none. */
    async findIssuerTheme(emetIden: number): Promise<number | undefined> {
      const [row] = await db
        .select({ themeId: issuers.themeId })
        .from(issuers)
        .where(eq(issuers.emetIden, emetIden));
      return row?.themeId ?? undefined;
    },
  };
}

export type TAlertsRepository = ReturnType<typeof createAlertsRepository>;
