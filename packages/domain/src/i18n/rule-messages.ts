import { NEW_PASSWORD_MESSAGES } from '../access/new-password';
import { ACCESS_ERROR_KEYS, ACCESS_MESSAGE_KEYS } from '../access/message-keys';
import { EMAIL_MESSAGE } from '../access/email';
import { MODAL_PASSWORD_MESSAGE } from '../access/modal-password';
import { OLD_ACCESS_CODE_MESSAGES } from '../access/old-access-code';
import { OLD_IDENTIFIER_MESSAGES } from '../access/old-identifier';
import { OTP_MESSAGES } from '../access/one-time-code';
import { PHONE_MESSAGES } from '../access/phone-errors';
import { REQUIRED_MESSAGE } from '../access/required';
import { SIGNUP_IDENTIFIER_MESSAGES } from '../access/signup-identifier';
import { PASSWORD_CONFIRM_LABELS } from '../acceptance/acceptance.rules';
import { BANK_DOCUMENT_MESSAGE, BANK_MESSAGES } from '../bank-details/bank-details';
import { OST_DRAFT_MESSAGES } from '../corporate-actions/answer-draft';
import { DIVIDEND_OPTION_LABELS } from '../corporate-actions/dividend-options';
import { ERROR_CODES } from '../errors/error-codes';
import { HISTORY_PERIOD_MESSAGE } from '../history/history-filters-form';
import { IDENTITY_CHECK_ERRORS } from '../identity-check/identity-check';
import { PAYMENT_CONFIRMATION_TITLES } from '../operations/operations.enums';
import { ORDER_ERRORS } from '../operations/operations.errors';
import { PROFILE_MESSAGES } from '../profile/profile.constants';
import { SETTINGS_ERRORS } from '../settings/e-services';
import { TAX_RESIDENCE_GUARD_MESSAGE } from '../settings/exemption';
import { PASSWORD_CHANGE_ERRORS } from '../settings/password-change';
import { CGU_ERRORS } from '../settings/terms';
import { FREE_TEXT_MESSAGE } from '../support/free-text';
import { SUPPORT_STATUS_LABELS } from '../support/support.types';

/**
 * Every translation key a domain rule gives the browser to show: a field's message (a zod issue's
 * `message`), a rule function's answer, a label table. Each module declares its keys `as const`
 * where it produces them; this list gathers them, so `TRuleMessage` is their union.
 *
 * Why not typed against the catalogue here: `@nomina/translations` depends on this package (the
 * languages), so importing its `TTranslationKey` would make a package cycle. The check runs the
 * other way, in `packages/translations` (`catalogue.test.ts`: `RULE_MESSAGE_KEYS satisfies
 * readonly TTranslationKey[]`, a type error when a key has no text), and the web app passes the
 * keys of rule functions and label tables to its typed `t()` directly, without `serverKey`.
 *
 * Form messages (a zod issue's `message`, a `string` to zod and react-hook-form) reach the web as
 * strings; the web's shared resolver module gives them back as `TRuleMessage` (`fieldMessage`), by
 * type only: a run-time guard over this list would load every module listed here, with zod and the
 * phone and IBAN libraries, on the login page (tried: the resolver's chunk went from 15 KB to 74 KB
 * gzip).
 */
export const RULE_MESSAGE_KEYS = [
  REQUIRED_MESSAGE,
  EMAIL_MESSAGE,
  MODAL_PASSWORD_MESSAGE,
  ...ACCESS_MESSAGE_KEYS,
  ...ACCESS_ERROR_KEYS,
  ...Object.values(NEW_PASSWORD_MESSAGES),
  ...Object.values(OTP_MESSAGES),
  ...Object.values(PHONE_MESSAGES),
  ...Object.values(SIGNUP_IDENTIFIER_MESSAGES),
  ...Object.values(OLD_IDENTIFIER_MESSAGES),
  ...Object.values(OLD_ACCESS_CODE_MESSAGES),
  ...PASSWORD_CONFIRM_LABELS,
  ERROR_CODES.validation,
  ...Object.values(BANK_MESSAGES),
  BANK_DOCUMENT_MESSAGE,
  ...Object.values(DIVIDEND_OPTION_LABELS).flatMap(({ title, subtitle }) => [title, subtitle]),
  ...Object.values(OST_DRAFT_MESSAGES),
  HISTORY_PERIOD_MESSAGE,
  ...Object.values(IDENTITY_CHECK_ERRORS),
  ...Object.values(PAYMENT_CONFIRMATION_TITLES),
  ...Object.values(ORDER_ERRORS),
  ...Object.values(PROFILE_MESSAGES),
  ...Object.values(SETTINGS_ERRORS),
  TAX_RESIDENCE_GUARD_MESSAGE,
  ...Object.values(PASSWORD_CHANGE_ERRORS),
  CGU_ERRORS.required,
  FREE_TEXT_MESSAGE,
  ...SUPPORT_STATUS_LABELS,
] as const;

/** A translation key produced by a domain rule. */
export type TRuleMessage = (typeof RULE_MESSAGE_KEYS)[number];
