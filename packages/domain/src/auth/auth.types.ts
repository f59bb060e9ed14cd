import { z } from 'zod';

/** An account (compte) the user may act on, with the issuer's name for the selection list. */
export const ZCompte = z.object({
  actiIden: z.number().int(),
  emetIden: z.number().int(),
  tituNume: z.string(),
  emetLibe: z.string(),
});
export type TCompte = z.infer<typeof ZCompte>;

/** What a successful login, SSO or refresh gives the browser (spec 1 §3 user access). */
export const ZUserAccess = z.object({
  token: z.string(),
  /** Non-secret session id; the refresh secret itself travels in an HttpOnly cookie. */
  idRefreshToken: z.string(),
  idTheme: z.number().int(),
  login: z.string(),
  comptes: z.array(ZCompte),
  /** The account the token is bound to, when one is chosen. */
  selected: z
    .object({ tituNume: z.string(), actiIden: z.number().int(), emetIden: z.number().int() })
    .nullable(),
});
export type TUserAccess = z.infer<typeof ZUserAccess>;

export const ZLoginRequest = z.object({
  login: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
  captchaToken: z.string().max(10_000).optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** A login that needs the one-time-code step answers this instead of the user access. */
export const ZOtpChallenge = z.object({
  otpRequired: z.literal(true),
  verificationKey: z.string(),
  maskedPhone: z.string(),
});
export type TOtpChallenge = z.infer<typeof ZOtpChallenge>;

export const ZRefreshRequest = z.object({
  idRefreshToken: z.uuid(),
  login: z.string().min(1).max(64),
  tituNume: z.string().max(64).nullish(),
  actiIden: z.number().int().nullish(),
  emetIden: z.number().int().nullish(),
});
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

export const ZSelectAccountRequest = z.object({ actiIden: z.number().int(), emetIden: z.number().int() });

export const ZLogoutRequest = z.object({ token: z.string().min(1).max(4096) });

/** Holder (titulaire) of spec 1 §3. */
export const ZTitulaire = z.object({
  tituNume: z.string(),
  actiIden: z.number().int(),
  emetIden: z.number().int(),
  civility: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  residenceFiscale: z.string(),
  blackoutControls: z.array(z.string()),
  hasBlocageRefExterne: z.boolean(),
});
export type TTitulaire = z.infer<typeof ZTitulaire>;

/** The value that marks a blocking blackout control (spec 1 §6). */
export const BLACKOUT_BLOCKING = 'BLOCAGE';
export const BLACKOUT_OPTION_ABSTENTION = 'ABSTENTION_SO';

/** Partly starred phone, as shown when a code is sent: +33 6** ** ** 78. */
export function maskPhone(phone: string): string {
  if (phone.length <= 6) return '*'.repeat(phone.length);
  return `${phone.slice(0, 4)}${'*'.repeat(phone.length - 6)}${phone.slice(-2)}`;
}

/** Partly starred e-mail: j*******@example.fr. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(local.length - 1, 1))}@${domain}`;
}
