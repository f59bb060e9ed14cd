import { z } from 'zod';
import { REQUIRED_MESSAGE, isBlank } from '../access/required';
import { isCountry } from './countries';
import { freeTextErrors, makeZFreeText } from './free-text';
import { BLOCKED_COUNTRIES, PROFILE_MESSAGES, PROFILE_TEXT_LENGTHS } from './profile.constants';

/** A French postal code: five digits (the commune list of the code then applies). */
export const FRENCH_POSTAL_CODE = /^\d{5}$/;
export const FRANCE = 'FRA';

/** The département of a French postal code, as `communes` takes it (20xxx is Corsica: 2A or 2B). */
export function departementOf(codePostal: string): string {
  if (codePostal.startsWith('97') || codePostal.startsWith('98')) return codePostal.slice(0, 3);
  if (codePostal.startsWith('20')) return Number(codePostal) < 20200 ? '2A' : '2B';
  return codePostal.slice(0, 2);
}

/** Postal-code failures: required and five digits in France, free text up to 9 elsewhere. */
export function postalCodeErrors(codePostal: string, pays: string): string[] {
  if (pays === FRANCE) {
    if (isBlank(codePostal)) return [REQUIRED_MESSAGE];
    return FRENCH_POSTAL_CODE.test(codePostal) ? [] : [PROFILE_MESSAGES.postalCode];
  }
  return freeTextErrors(codePostal, { max: PROFILE_TEXT_LENGTHS.codePostal, required: false });
}

const ZCountry = z
  .string({ error: REQUIRED_MESSAGE })
  .min(1, REQUIRED_MESSAGE)
  .refine(isCountry, PROFILE_MESSAGES.country);

/** A postal or tax address (spec 3 §2 profil): country alpha-3, three lines, postal code, commune. */
export const ZAddress = z
  .object({
    pays: ZCountry,
    ligne1: makeZFreeText(PROFILE_TEXT_LENGTHS.ligne),
    ligne2: makeZFreeText(PROFILE_TEXT_LENGTHS.ligne, false),
    ligne3: makeZFreeText(PROFILE_TEXT_LENGTHS.ligne, false),
    codePostal: z.string(),
    commune: makeZFreeText(PROFILE_TEXT_LENGTHS.commune),
  })
  .superRefine((address, ctx) => {
    for (const message of postalCodeErrors(address.codePostal, address.pays))
      ctx.addIssue({ code: 'custom', path: ['codePostal'], message });
  });
export type TAddress = z.infer<typeof ZAddress>;

/** Why a tax address country is refused, or null: blocked (GBR, IMN, GGY) first, then not allowed. */
export function taxCountryError(pays: string, allowed: readonly string[]): string | null {
  if ((BLOCKED_COUNTRIES as readonly string[]).includes(pays)) return PROFILE_MESSAGES.countryBlocked;
  if (!allowed.includes(pays)) return PROFILE_MESSAGES.countryNotAllowed;
  return null;
}

/**
 * update/titu-adresses: both addresses; the tax address is checked against the countries of
 * PAYS_ADRESSE_FISCALE_AUTORISE (`taxCountries`, already without the blocked ones).
 */
export function makeZAddressesUpdate(taxCountries: readonly string[]) {
  return z.object({ adressePostale: ZAddress, adresseFiscale: ZAddress }).superRefine((value, ctx) => {
    const error = taxCountryError(value.adresseFiscale.pays, taxCountries);
    if (error) ctx.addIssue({ code: 'custom', path: ['adresseFiscale', 'pays'], message: error });
  });
}
export type TAddressesUpdate = z.infer<ReturnType<typeof makeZAddressesUpdate>>;

/** One commune of a French postal code (`communes`). */
export const ZCommune = z.object({ codeCommune: z.string(), nomCommune: z.string(), codePostal: z.string() });
export type TCommune = z.infer<typeof ZCommune>;

export const ZCommunesQuery = z.object({
  departement: z.string().regex(/^(\d{2}|2A|2B|\d{3})$/, PROFILE_MESSAGES.postalCode),
  codePostal: z.string().regex(FRENCH_POSTAL_CODE, PROFILE_MESSAGES.postalCode),
});
