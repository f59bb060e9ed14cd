/** The spec's generic "this field is required" message (spec 1 §5). */
export const REQUIRED_MESSAGE = 'form.field.validator.message';

/**
 * A value made only of whitespace counts as empty: the user sees the required error, never a
 * length or pattern error for spaces they cannot see (spec 1 §5, spec 3 §5). `trim` also covers
 * non-breaking and other Unicode spaces, which copy-paste often brings.
 */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}
