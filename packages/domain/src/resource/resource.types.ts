import { z } from 'zod';
import { ZLanguage } from '../i18n/languages';

export const ZTranslationEntry = z.object({ key: z.string(), libelle: z.string() });
export type TTranslationEntry = z.infer<typeof ZTranslationEntry>;
export const ZTranslationList = z.array(ZTranslationEntry);

export const ZLanguageEntry = z.object({ langueIden: ZLanguage, libelle: z.string() });
export type TLanguageEntry = z.infer<typeof ZLanguageEntry>;

/** Issuer identifier as the register writes it: a positive integer code. */
export const ZEmetIden = z.coerce.number().int().positive().max(99_999_999);

export const ZIssuer = z.object({ emetIden: z.number().int(), emetLibe: z.string() });
export type TIssuer = z.infer<typeof ZIssuer>;

export const ZSiteParameter = z.object({
  emetIden: z.number().int(),
  paramName: z.string(),
  paramValue: z.string(),
  /** paramValue split on `;`, blanks removed. */
  values: z.array(z.string()),
});
export type TSiteParameter = z.infer<typeof ZSiteParameter>;

export const ZPhoneSettings = z.object({
  /** TEL_INDICATIF_AUTORISE: dial codes a phone number may use (`33`, `49`...). */
  allowedDialCodes: z.array(z.string()),
  /** INDICATIFS_VERIF_MOBILE_FORTE: dial codes for which the number must be a mobile. */
  mobileCheckDialCodes: z.array(z.string()),
});
export type TPhoneSettings = z.infer<typeof ZPhoneSettings>;

export const ZLogo = z.object({
  themeId: z.number().int(),
  emetIden: z.number().int(),
  logo: z.string(),
  alt: z.string(),
});
export type TLogo = z.infer<typeof ZLogo>;

/** Splits a site parameter value the way every caller expects. */
export function splitParameterValue(value: string): string[] {
  return value
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
