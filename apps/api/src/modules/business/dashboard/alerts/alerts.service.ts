import { and, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { ZAlertNiveau, type TAlert } from '@nomina/domain';
import type { TDatabase } from '../../../../db/client';
import { alerts, alertTexts, issuers } from '../../../../db/schema';
import { languageOf, pickText, withFallback } from '../news/pick-language';

const SEVERITY = ['URGENT', 'AVERTISSEMENT', 'INFO'];

/**
 * The alerts of a theme (and those of every theme) in force at `now`, most severe first, in the
 * asked language or else in French. Ended and future alerts are never given.
 */
export async function readAlerts(
  db: TDatabase,
  themeId: number,
  codeLangue?: string,
  now: Date = new Date(),
): Promise<TAlert[]> {
  const language = languageOf(codeLangue);
  const rows = await db
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
  if (rows.length === 0) return [];
  const texts = await db
    .select()
    .from(alertTexts)
    .where(
      and(
        inArray(
          alertTexts.alertId,
          rows.map((row) => row.id),
        ),
        inArray(alertTexts.langueIden, withFallback(language)),
      ),
    );
  return rows
    .sort((a, b) => SEVERITY.indexOf(a.niveau) - SEVERITY.indexOf(b.niveau))
    .flatMap((row) => {
      const text = pickText(texts, (entry) => entry.alertId, row.id, language);
      if (!text) return [];
      return [
        {
          id: row.id,
          niveau: ZAlertNiveau.parse(row.niveau),
          titre: text.titre,
          message: text.message,
          dateDebut: row.dateDebut.toISOString(),
          dateFin: row.dateFin?.toISOString() ?? null,
        },
      ];
    });
}

/** The theme of an issuer (the signed-in default of alerts). */
export async function themeOfIssuer(db: TDatabase, emetIden: number): Promise<number> {
  const [row] = await db
    .select({ themeId: issuers.themeId })
    .from(issuers)
    .where(eq(issuers.emetIden, emetIden));
  return row?.themeId ?? 1;
}
