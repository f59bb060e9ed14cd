/** Keys that move, delete or submit rather than type, and so never change what the field holds. */
export const PHONE_NAVIGATION_KEYS = [
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'Tab',
  'Home',
  'End',
  'Enter',
] as const;

const TYPABLE = /^[0-9+\-() ]$/;

/**
 * Whether a phone field lets a `KeyboardEvent.key` through: digits, + - ( ) and space, and the
 * navigation keys (spec 1 §5). Dot is allowed in a pasted number but not typed, as in the old
 * portal. Copy, paste, cut and select-all arrive as `c`, `v`, `x`, `a` with Ctrl or Meta held:
 * the caller lets any key through when `ctrlKey` or `metaKey` is set, since this function only
 * sees the key name.
 */
export function isAllowedPhoneKey(key: string): boolean {
  return TYPABLE.test(key) || (PHONE_NAVIGATION_KEYS as readonly string[]).includes(key);
}
