/**
 * Free fields (spec 3 §5): letters of any alphabet, digits, spaces and line breaks, and the
 * spec's punctuation , - ( ) / ' ? : + * . — plus the typographic apostrophe ’ that French
 * keyboards and phones type for '.
 */
export const FREE_TEXT_PUNCTUATION = ",-()/'?:+*.’";
const FREE_TEXT = /^[\p{L}\p{M}\p{N}\s,\-()/'?:+*.’]*$/u;

export const FREE_TEXT_MESSAGE = 'form.field.validator.freeText';

/** True when every character of `value` is allowed in a free field. */
export function isFreeText(value: string): boolean {
  return FREE_TEXT.test(value);
}

/** The characters of `value` a free field refuses, once each, in order of appearance. */
export function refusedCharacters(value: string): string[] {
  return [...new Set([...value].filter((character) => !isFreeText(character)))];
}
