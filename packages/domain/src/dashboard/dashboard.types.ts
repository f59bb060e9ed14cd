import { z } from 'zod';

/** news?codeLangue: issuer news for the dashboard banner carousel and news list. */
export const ZNews = z.object({
  id: z.number().int(),
  titre: z.string(),
  /** Plain text, a few sentences. */
  resume: z.string(),
  datePublication: z.string(),
  /** Optional external link (opens in a new tab). */
  lien: z.string().nullable(),
  /** Shown in the banner carousel. */
  aLaUne: z.boolean(),
});
export type TNews = z.infer<typeof ZNews>;

export const ZAlertNiveau = z.enum(['INFO', 'AVERTISSEMENT', 'URGENT']);
/** alerts?codeLangue&themeId (signed in) and alertsWithoutToken (visitors). */
export const ZAlert = z.object({
  id: z.number().int(),
  niveau: ZAlertNiveau,
  titre: z.string(),
  message: z.string(),
  dateDebut: z.string(),
  dateFin: z.string().nullable(),
});
export type TAlert = z.infer<typeof ZAlert>;

/** actionnaire/coct-info-completion-status (spec 3 §7; default { complete: false }). */
export const ZCoctCompletion = z.object({ complete: z.boolean() });
export type TCoctCompletion = z.infer<typeof ZCoctCompletion>;
