/**
 * True when the value is one or more ASCII digits 0-9 and nothing else: no sign, space, decimal
 * point or other script's digits (`Number()` would let the first three through).
 * Used by the fixed-line check (spec 3 §5) and every numeric-only field.
 * An empty value is not "digits only"; whether it may be empty is the required rule's business.
 */
export function isDigitsOnly(value: string): boolean {
  return /^[0-9]+$/.test(value);
}

/** Keeps only the ASCII digits of a value, for numeric-only inputs that filter what is typed or pasted. */
export function keepDigits(value: string): string {
  return value.replace(/[^0-9]/g, '');
}
