/**
 * Holders resident for tax in France: metropolitan France and the overseas departments (DOM) and
 * territories (TOM) alike (spec 3 §3 residenceFiscale; spec 3 §5 tax-residence guard). Everyone
 * else is a non-French resident, who gets the reports disclaimer (spec 3 §2).
 */
export const FRENCH_TAX_RESIDENCES = ['FRANCE', 'DOM', 'TOM'] as const;

export function isFrenchTaxResident(residenceFiscale: string): boolean {
  return (FRENCH_TAX_RESIDENCES as readonly string[]).includes(residenceFiscale.trim().toUpperCase());
}
