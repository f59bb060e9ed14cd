/** Between the two parts of a code pair and of an issuer value: `first / second`. */
export const CODE_PAIR_SEPARATOR = ' / ';

/**
 * Joins the two numeric-only fields of a code-pair input into one value (spec 1 §5). Both empty
 * gives '' so the required rule sees an empty field rather than a lone ' / '; one empty keeps its
 * side of the separator, so the issuer-value rule can tell which part is missing.
 */
export function joinCodePair(first: string, second: string): string {
  const [left, right] = [first.trim(), second.trim()];
  return left === '' && right === '' ? '' : `${left}${CODE_PAIR_SEPARATOR}${right}`;
}

/**
 * Splits a value at its first slash into two trimmed parts, tolerating missing spaces around the
 * slash (`12/34`). A value without a slash is all first part.
 */
export function splitCodePair(value: string): [first: string, second: string] {
  const at = value.indexOf('/');
  if (at < 0) return [value.trim(), ''];
  return [value.slice(0, at).trim(), value.slice(at + 1).trim()];
}
