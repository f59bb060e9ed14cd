import { join, resolve } from 'node:path';
import { z } from 'zod';
import { missingOperationsEnv, NAMED_IN_PRODUCTION, operationsEnv } from './operations-env';

const ZBooleanish = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * Every environment variable the server reads. A wrong or missing value stops the process
 * with a message naming the variable (see `loadConfig`). Documented in the README.
 */
export const ZEnv = z.object({
  /** production turns off the demo helpers (dev outbox, dev endpoints, demo logins). */
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Where the embedded database and stored files live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Transport of the document store (GED): fs keeps the PDFs under DOCUMENT_STORE_DIR. */
  DOCUMENT_STORE: z.enum(['fs']).default('fs'),
  /** Folder of the file-system document store; DATA_DIR/ged when unset. */
  DOCUMENT_STORE_DIR: z.string().min(1).optional(),
  /**
   * auto: seed the demo register when the database is empty, except in production; never: leave
   * it empty; demo: seed it when empty, production included (a public demo, on purpose).
   */
  SEED: z.enum(['auto', 'never', 'demo']).default('auto'),
  /** on: the OpenAPI UI and document at /api/docs. Default: on, except in production. */
  API_DOCS: z.enum(['on', 'off']).optional(),
  /** The built web app served at `/`; the API alone runs when the folder is missing. */
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds a translation bundle stays in the server's memory before it is read again. */
  TRANSLATION_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Answer X-Forwarded-* headers (behind a reverse proxy). */
  TRUST_PROXY: ZBooleanish.default(false),
  /** Address of the portal as people reach it, used in links sent by e-mail. */
  PUBLIC_URL: z.url().optional(),
  /** Signs access tokens (HS256). Required in production; generated into DATA_DIR otherwise. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** PKCS#8 PEM of the RSA key that opens the browser's encrypted payloads (JWE). Production only. */
  JWE_PRIVATE_KEY: z.string().includes('PRIVATE KEY', { message: 'must be a PKCS#8 PEM' }).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(600),
  /** How long a login session may be refreshed before a new login is needed. */
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  /** Requests per minute and per address on each credential or code endpoint. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Requests per minute for one identifier (login, e-mail, phone, flow) on those endpoints, from any address. */
  IDENTIFIER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Messages a day to one phone or e-mail address outside the sign-in codes (reminders, contact codes, acknowledgements). */
  MESSAGES_PER_DESTINATION_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Wrong passwords in a row (from addresses the user never logged in from) before each temporary lock. */
  MAX_PASSWORD_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** First temporary lock, in seconds; each further lock doubles it, up to LOCK_MAX_SECONDS. */
  LOCK_BASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Longest temporary lock, in seconds. */
  LOCK_MAX_SECONDS: z.coerce.number().int().min(1).max(604_800).default(900),
  /** Temporary locks in a row after which the lock is permanent (until a password reset). */
  LOCK_PERMANENT_AFTER: z.coerce.number().int().min(1).max(1000).default(10),
  /** Wrong passwords per hour from one address, over all logins, before that address gets 429. */
  ADDRESS_MAX_FAILURES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Seconds a spent refresh token may be presented again (tabs refreshing at once); 0: never. */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  /** Least seconds between two reset codes sent for one login, or to one phone. */
  RESET_CODE_SPACING_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Reset codes sent per login, and per phone, in 24 hours. */
  RESET_CODES_PER_DAY: z.coerce.number().int().min(1).max(1000).default(5),
  /** Wrong one-time codes per user in 24 hours, over every flow, before codes are refused. */
  CODE_GUESSES_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(6),
  /** Wrong codes before a one-time code is spent. */
  MAX_CODE_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  OTP_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  LINK_TTL_MINUTES: z.coerce.number().int().min(5).max(10_080).default(60),
  /** smtp(s)://user:pass@host:port; without it mail goes to the local outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Nomina <no-reply@nomina.example>'),
  /** Where contact-form messages are sent. */
  SUPPORT_EMAIL: z.email().default('support@nomina.example'),
  /** HTTP SMS gateway (POST JSON {to, text}); without it SMS go to the local outbox. */
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  /** reCAPTCHA v3 secret; without it the self-hosted ALTCHA proof of work is used. */
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  /** reCAPTCHA v3 site key given to the page (with RECAPTCHA_SECRET). */
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  /** Identity-document upload: largest image (PNG, JPEG) in MB. */
  ID_CHECK_MAX_IMAGE_MB: z.coerce.number().min(0.01).max(100).default(4),
  /** Identity-document upload: largest PDF in MB. */
  ID_CHECK_MAX_PDF_MB: z.coerce.number().min(0.01).max(100).default(12),
  /** Minutes between two purges of ended sessions, spent codes, old messages and counters; 0: never. */
  PURGE_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /** Days a sent message (e-mail, SMS: they carry codes and links) stays in the outbox. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  /**
   * Seconds a session check or a module habilitation stays in the in-process read cache; writes
   * invalidate it at once on every instance (db/read-cache.ts); 0: no cache.
   */
  READ_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  /**
   * At start, check every index of the embedded database against its table (amcheck): `auto`
   * after a stop that did not release the folder (a crash, kill -9), `on` at every start.
   */
  DATA_CHECK: z.enum(['auto', 'on', 'off']).default('auto'),
  /** Identity-check sessions a user may open in 24 hours. */
  ID_CHECK_SESSIONS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(20),
  /** Files one identity-check session accepts. */
  ID_CHECK_UPLOADS_PER_SESSION: z.coerce.number().int().min(1).max(1000).default(20),
  /** Files a user may send to the identity check in 24 hours, over all sessions. */
  /** Support requests and replies one holder (or, for visitors, one address) may send in 24 hours. */
  SUPPORT_MESSAGES_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(30),
  ID_CHECK_UPLOADS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(60),
  ...operationsEnv,
  /** Account-agreement signature: local (demo certificate made in DATA_DIR/esign) or p12 (ESIGN_P12_*). */
  ESIGN_PROVIDER: z.enum(['local', 'p12']).default('local'),
  /** PKCS#12 file of the signing certificate (ESIGN_PROVIDER=p12). */
  ESIGN_P12_PATH: z.string().min(1).optional(),
  /** Passphrase of that PKCS#12 file. */
  ESIGN_P12_PASSPHRASE: z.string().min(1).optional(),
  /** Bearer credential of the registrar's support desk API (/api/v1/desk); unset: the API refuses all. */
  DESK_API_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
});
export type TEnv = z.infer<typeof ZEnv>;

export type TConfig = TEnv & {
  isProduction: boolean;
  dataDir: string;
  documentStoreDir: string;
  webDist: string;
  publicUrl: string;
};

export class ConfigError extends Error {}

/** Whether an empty database gets the demo register (published logins): never in production unless SEED=demo. */
export function seedsDemo(config: Pick<TConfig, 'SEED' | 'isProduction'>): boolean {
  return config.SEED === 'demo' || (config.SEED === 'auto' && !config.isProduction);
}

/** Whether /api/docs serves the OpenAPI UI and document: off in production unless API_DOCS=on. */
export function servesApiDocs(config: Pick<TConfig, 'API_DOCS' | 'isProduction'>): boolean {
  return config.API_DOCS ? config.API_DOCS === 'on' : !config.isProduction;
}

/** Parses the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production') {
    const missing = [
      ...(['JWT_SECRET', 'JWE_PRIVATE_KEY'] as const).filter((name) => !values[name]),
      ...NAMED_IN_PRODUCTION.filter((name) => cleaned[name] === undefined),
    ];
    if (missing.length > 0)
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((name) => `  ${name}: required in production`).join('\n')}`,
      );
  }
  const missingForTransports = missingOperationsEnv(values);
  if (missingForTransports.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${missingForTransports.map((name) => `  ${name}: required by the http transport`).join('\n')}`,
    );
  if (values.ESIGN_PROVIDER === 'p12' && (!values.ESIGN_P12_PATH || !values.ESIGN_P12_PASSPHRASE))
    throw new ConfigError(
      'Invalid configuration:\n  ESIGN_P12_PATH, ESIGN_P12_PASSPHRASE: required when ESIGN_PROVIDER=p12',
    );
  return {
    ...values,
    isProduction: values.NODE_ENV === 'production',
    dataDir: resolve(values.DATA_DIR),
    documentStoreDir: resolve(values.DOCUMENT_STORE_DIR ?? join(values.DATA_DIR, 'ged')),
    webDist: resolve(values.WEB_DIST),
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
  };
}
