import { z } from 'zod';
import type { TOrderErrorCode, TPaymentErrorCode } from '../operations/operations.errors';

/**
 * Every errorCode the API can answer. Each one is a translation key, so the browser shows
 * `t(errorCode)` and never a server sentence.
 */
export const ERROR_CODES = {
  technical: 'api.technical.error',
  validation: 'general.error.validation',
  notFound: 'general.error.notfound',
  unknownLanguage: 'general.error.language.unknown',
  unknownTheme: 'general.error.theme.unknown',
  invalidOrigin: 'general.error.origin.invalid',
  unknownIssuer: 'general.error.issuer.unknown',
  unknownParameter: 'general.error.parameter.unknown',
  tooManyRequests: 'general.error.ratelimit',
  unauthorized: 'general.error.unauthorized',
  loading: 'general.error.loading',
  /** Wrong login or password; the same answer whether or not the login exists. */
  badCredentials: 'login.error.credentials',
  /** Too many wrong passwords: the account is locked until a password reset. */
  accountLocked: 'login.error.locked',
  /** Refresh refused: the session ended, was revoked or its token was replayed. */
  sessionEnded: 'general.error.session',
  /** The chosen account is not one of the user's. */
  unknownAccount: 'general.error.account.unknown',
  /** An account must be chosen before this call. */
  noAccountSelected: 'general.error.account.none',
  /** The chosen account may not open this module (spec 3 §8 neutral modal's default text). */
  moduleRefused: 'habilitations.restriction.msg.n',
  /** An issuer other than the token's chosen account's (useful links). */
  foreignIssuer: 'liens.error.issuer',
  /** The order cannot be cancelled any more (executed, cancelled or not the holder's). */
  orderNotCancellable: 'histo.cancel.error.notCancellable',
  /** A document could not be downloaded (spec 3 §8). */
  downloadFailed: 'general.download.error',
  /**
   * The user has not accepted the current terms of use: every authenticated call but reading and
   * accepting them (and choosing an account, refreshing, logging out) answers 403 with this code.
   */
  termsPending: 'cgu.error.pending',
  /**
   * The theme of the page, or of the chosen account's issuer, is in maintenance (its alive flag is
   * false, spec 1 §4): logins, sign-up and business calls answer 503 with this code and write
   * nothing; the browser then shows the maintenance page.
   */
  maintenance: 'general.error.maintenance',
} as const;

/** Error codes of the access flows (translation keys). */
export const FLOW_ERRORS = {
  linkInvalid: 'signup.link.invalid',
  codeInvalid: 'otp.error.invalid',
  codeExpired: 'otp.error.expired',
  codeExhausted: 'otp.error.exhausted',
  flowExpired: 'signup.flow.expired',
  passwordRules: 'signup.password.rules',
  identityRequired: 'signup.identity.required',
  consentRequired: 'signup.consent.required',
  contactInvalid: 'signup.contact.invalid',
  ssoInvalid: 'sso.error.invalid',
  captchaFailed: 'api.technical.error',
  /** The old account is blocked by the registrar (shown as a modal, not inline). */
  legacyBlocked: 'general.error.blocked.xpls',
  legacyMigrated: 'exolis.error.migrated',
  legacyIdentity: 'exolis.error.identity',
} as const;

export type TErrorCode =
  | (typeof ERROR_CODES)[keyof typeof ERROR_CODES]
  | (typeof FLOW_ERRORS)[keyof typeof FLOW_ERRORS]
  | TOrderErrorCode
  | TPaymentErrorCode;

export const ZApiError = z.object({
  errorCode: z.string(),
  message: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
  /** Values the message of errorCode names (the size bounds of an oversized file, in MB). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
