import { catalogue } from './catalogue';

/** The text of `keys.ts`: every key of the common base, so that a key the catalogue lacks is a type error. */
export function keysSource(): string {
  const keys = Object.keys(catalogue).sort();
  return [
    '// Written by `npm run keys -w @nomina/translations` from the catalogue: do not edit by hand.',
    '/** A translation key the catalogue has a text for, in all six languages. */',
    'export type TTranslationKey =',
    ...keys.map(
      (key, index) =>
        `  | ${JSON.stringify(key).replace(/^"|"$/g, "'")}${index === keys.length - 1 ? ';' : ''}`,
    ),
    '',
  ].join('\n');
}
