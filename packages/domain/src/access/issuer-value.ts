import { splitCodePair } from './code-pair';
import { makeZRule } from './make-z-rule';
import { REQUIRED_MESSAGE } from './required';

/**
 * What is wrong with an issuer value written `code / name` (spec 1 §5, spec 3 §5). Keys are the
 * spec's, misspelling included: invalidCCN means a code without a name, ivalidEmet a name
 * without a code.
 */
export const ISSUER_VALUE_ERRORS = ['required', 'invalidCCN', 'ivalidEmet'] as const;
export type TIssuerValueError = (typeof ISSUER_VALUE_ERRORS)[number];

/** The error for a code and a name given separately, or null when both are there. */
export function issuerPartsError(code: string, name: string): TIssuerValueError | null {
  const [hasCode, hasName] = [code.trim() !== '', name.trim() !== ''];
  if (!hasCode && !hasName) return 'required';
  if (!hasName) return 'invalidCCN';
  if (!hasCode) return 'ivalidEmet';
  return null;
}

/** The error for a joined `code / name` value; a value without a slash is a code alone. */
export function issuerValueError(value: string): TIssuerValueError | null {
  return issuerPartsError(...splitCodePair(value));
}

/** required shows the generic required message; the other two carry their error key. */
export const ZIssuerValue = makeZRule((value) => {
  const error = issuerValueError(value);
  if (error === null) return [];
  return [error === 'required' ? REQUIRED_MESSAGE : error];
});
