import { ZAlertNiveau, type TAlert } from '@nomina/domain';
import { languageOf, pickText, withFallback } from '../news/pick-language';
import type { TDashboardDeps } from '../dashboard.deps';

const SEVERITY = ['URGENT', 'AVERTISSEMENT', 'INFO'];

/**
 * The alerts of a theme (and those of every theme) in force at `now`, most severe first, in the
 * asked language or else in French. Ended and future alerts are never given.
 */
export async function readAlerts(
  { alerts }: Pick<TDashboardDeps, 'alerts'>,
  themeId: number,
  codeLangue?: string,
  now: Date = new Date(),
): Promise<TAlert[]> {
  const language = languageOf(codeLangue);
  const rows = await alerts.findInForce(themeId, now);
  if (rows.length === 0) return [];
  const texts = await alerts.findTexts(
    rows.map((row) => row.id),
    withFallback(language),
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

/** The alerts of the asked theme, or by default of the theme of the chosen account's issuer. */
export async function readAccountAlerts(
  deps: Pick<TDashboardDeps, 'alerts'>,
  emetIden: number,
  query: { themeId?: number; codeLangue?: string },
): Promise<TAlert[]> {
  const theme = query.themeId ?? (await themeOfIssuer(deps, emetIden));
  return readAlerts(deps, theme, query.codeLangue);
}

/** The theme of an issuer (the signed-in default of alerts). */
export async function themeOfIssuer(
  { alerts }: Pick<TDashboardDeps, 'alerts'>,
  emetIden: number,
): Promise<number> {
  return (await alerts.findIssuerTheme(emetIden)) ?? 1;
}
