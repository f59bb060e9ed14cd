import { resolve } from 'node:path';
import { z } from 'zod';

const ZBooleanish = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

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
  /** auto: seed the demo register when the database is empty; never: leave it empty. */
  SEED: z.enum(['auto', 'never']).default('auto'),
  /** The built web app served at `/`; the API alone runs when the folder is missing. */
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds a translation bundle stays in the server's memory before it is read again. */
  TRANSLATION_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Answer X-Forwarded-* headers (behind a reverse proxy). */
  TRUST_PROXY: ZBooleanish.default(false),
});
export type TEnv = z.infer<typeof ZEnv>;

export type TConfig = TEnv & {
  isProduction: boolean;
  dataDir: string;
  webDist: string;
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    ...values,
    isProduction: values.NODE_ENV === 'production',
    dataDir: resolve(values.DATA_DIR),
    webDist: resolve(values.WEB_DIST),
  };
}
