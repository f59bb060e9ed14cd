import { z } from 'zod';
import { ZValeurNature } from './portfolio.types';

/** Query flags travel as the strings true and false (z.coerce.boolean would read 'false' as true). */
const ZQueryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A register identifier in a query string. */
const ZQueryIden = z.coerce.number().int().positive().max(99_999_999);

/** A language as the client sends it (fr, en, or an old spelling such as fra); unknown ones fall back to fr. */
export const ZCodeLangue = z.string().regex(/^[A-Za-z]{2,3}$/);

/** avoirs?emetIden&actiIden: both must be those of the token's chosen account. */
export const ZAvoirsQuery = z.object({ emetIden: ZQueryIden, actiIden: ZQueryIden });
export type TAvoirsQuery = z.infer<typeof ZAvoirsQuery>;

/** operation/valeur-details?valeIden&isValeurEtrangere&baremeWeb&valeNatu */
export const ZValeurDetailsQuery = z.object({
  valeIden: ZQueryIden,
  isValeurEtrangere: ZQueryFlag.optional(),
  /** Fee schedule to quote; the security's own when absent. */
  baremeWeb: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,20}$/)
    .optional(),
  valeNatu: ZValeurNature.optional(),
});
export type TValeurDetailsQuery = z.infer<typeof ZValeurDetailsQuery>;

/** news?codeLangue */
export const ZNewsQuery = z.object({ codeLangue: ZCodeLangue.optional() });

/** alerts?codeLangue&themeId (themeId defaults to the chosen account's theme when signed in). */
export const ZAlertsQuery = z.object({
  codeLangue: ZCodeLangue.optional(),
  themeId: z.coerce.number().int().min(1).max(99).optional(),
});

/** alertsWithoutToken?codeLangue&themeId: a visitor has no account, so the theme is required. */
export const ZPublicAlertsQuery = ZAlertsQuery.extend({ themeId: z.coerce.number().int().min(1).max(99) });
