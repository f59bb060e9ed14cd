import { PROFILE_TEXT_LENGTHS, departementOf, type TCommune } from '@nomina/domain';

type TFind = typeof import('codes-postaux').find;
let loaded: Promise<TFind> | null = null;
/** La Poste's file (a few megabytes) is read with the first lookup, not with the server. */
const postalCodes = (): Promise<TFind> => (loaded ??= import('codes-postaux').then((module) => module.find));

/**
 * The communes of a French postal code, from La Poste's postal code file (codes-postaux), sorted
 * by name without duplicates. The département must be the code's own (spec 3 §7 communes). A name
 * longer than an address's commune (32) is given as La Poste's delivery name, which mail carries
 * ("Saint-Remy-en-Bouzemont-Saint-Genest-et-Isson" is "ST REMY BOUZEMONT"): the holder can save it.
 */
export async function findCommunes(departement: string, codePostal: string): Promise<TCommune[]> {
  if (departementOf(codePostal) !== departement.toUpperCase()) return [];
  const find = await postalCodes();
  const seen = new Set<string>();
  return find(codePostal)
    .filter((entry) => {
      const key = `${entry.codeCommune}:${entry.nomCommune}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((entry) => ({
      codeCommune: entry.codeCommune,
      nomCommune:
        entry.nomCommune.length <= PROFILE_TEXT_LENGTHS.commune
          ? entry.nomCommune
          : entry.libelleAcheminement,
      codePostal,
    }))
    .sort((a, b) => a.nomCommune.localeCompare(b.nomCommune, 'fr'));
}

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s'-]+/g, ' ')
    .trim()
    .toUpperCase();

/** Whether `commune` is one served by the postal code (accents, case and dashes aside). */
export async function isCommuneOf(codePostal: string, commune: string): Promise<boolean> {
  const find = await postalCodes();
  const wanted = fold(commune);
  return find(codePostal).some(
    (entry) => fold(entry.nomCommune) === wanted || fold(entry.libelleAcheminement) === wanted,
  );
}
