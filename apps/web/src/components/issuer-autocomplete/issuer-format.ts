import type { TIssuer } from '@nomina/domain';

/** Spec 1 §9: the search waits for a 300 ms pause and at least 2 characters. */
export const ISSUER_SEARCH = { debounceMs: 300, minLength: 2, all: '*' } as const;

/** How a chosen issuer reads in the field (spec 1 §3): 'id - label'. */
export function formatIssuer(issuer: TIssuer): string {
  return `${issuer.emetIden} - ${issuer.emetLibe}`;
}

/** Text already in 'id - label' form is a choice being shown, not a search (spec 1 §4). */
export function isFormattedIssuer(text: string): boolean {
  return /^\d+ - \S/.test(text);
}

/** Whether typed text should run a search. */
export function isSearchable(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= ISSUER_SEARCH.minLength && !isFormattedIssuer(trimmed);
}
