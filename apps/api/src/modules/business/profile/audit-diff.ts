import type { TAuditChange } from './profile.repository';

const show = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** The fields of `next` that differ from `previous`, as audit lines of `section`. */
export function diffFields(
  section: string,
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
): TAuditChange[] {
  return Object.keys(next)
    .filter((champ) => show(previous[champ]) !== show(next[champ]))
    .map((champ) => ({
      section,
      champ,
      ancienneValeur: show(previous[champ]),
      nouvelleValeur: show(next[champ]),
    }));
}

/** An address as one readable line for the audit trail. */
export function addressLine(address: Record<string, string> | null | undefined): string | null {
  if (!address) return null;
  return [
    address.ligne1,
    address.ligne2,
    address.ligne3,
    `${address.codePostal ?? ''} ${address.commune ?? ''}`.trim(),
    address.pays,
  ]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}
