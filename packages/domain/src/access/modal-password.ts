import { makeZRule } from './make-z-rule';
import { isBlank } from './required';

/** Shown when the password modal (confirming an operation) is submitted blank (spec 1 §5). */
export const MODAL_PASSWORD_MESSAGE = 'majpassword.text.empty';

/** The password typed to confirm an operation: any non-blank value, checked by the server. */
export const ZModalPassword = makeZRule(
  (value) => (isBlank(value) ? [MODAL_PASSWORD_MESSAGE] : []),
  MODAL_PASSWORD_MESSAGE,
);
