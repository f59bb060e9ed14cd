import { z } from 'zod';

/**
 * Environment of the operations area: payment provider, open banking, execution venue and the
 * registrar's transfer and cheque details (README, "Operations and payments"). Every adapter has a
 * working local default; the http transports need their URL and key.
 */
export const operationsEnv = {
  /** sandbox: the hosted card page served by this server (test cards in the README); http: a PSP. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  /** Base URL of the PSP's REST API (PAYMENT_PROVIDER=http). */
  PAYMENT_PROVIDER_URL: z.url().optional(),
  PAYMENT_PROVIDER_API_KEY: z.string().min(1).optional(),
  /** HMAC key of the providers' signed notifications; derived from JWT_SECRET when unset (not in production with http). */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** sandbox: the local bank consent page; http: the open-banking provider's API. */
  OPEN_BANKING_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  OPEN_BANKING_URL: z.url().optional(),
  OPEN_BANKING_API_KEY: z.string().min(1).optional(),
  /** local: the engine prices orders from the quotes; http: the broker's order routing and fills. */
  EXECUTION_VENUE: z.enum(['local', 'http']).default('local'),
  EXECUTION_VENUE_URL: z.url().optional(),
  EXECUTION_VENUE_API_KEY: z.string().min(1).optional(),
  /** How often the server runs the execution engine, in ms; 0 leaves it to POST /api/v1/dev/execution/run. */
  EXECUTION_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(0),
  /** Largest quantity the local venue fills per order and run (larger orders fill in parts). */
  EXECUTION_MAX_FILL_QUANTITY: z.coerce.number().int().min(1).max(1_000_000_000).default(500),
  /** operation/validate calls per minute and per address (a password is checked on each). */
  ORDER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Payee of transfers and cheques. */
  REGISTRAR_NAME: z.string().min(2).default('Nomina Services Titres'),
  /** The registrar's account that receives transfers. */
  REGISTRAR_IBAN: z.string().min(15).default('FR7630006000011234567890189'),
  REGISTRAR_BIC: z.string().min(8).default('AGRIFRPPXXX'),
  /** Where cheques are sent, lines separated by `;`. */
  REGISTRAR_ADDRESS: z
    .string()
    .min(5)
    .default('Nomina Services Titres;Service Opérations;14 rue Cambon;75001 Paris;France'),
};

/**
 * In production the parties that move money must be named, even as `sandbox` or `local`: left to
 * their defaults, the published test card would pay real orders.
 */
export const NAMED_IN_PRODUCTION = ['PAYMENT_PROVIDER', 'OPEN_BANKING_PROVIDER', 'EXECUTION_VENUE'] as const;

/** Variables an http transport cannot run without, named for the start-up message. */
export function missingOperationsEnv(values: Record<string, unknown>): string[] {
  const needs: [boolean, string[]][] = [
    [
      values.PAYMENT_PROVIDER === 'http',
      ['PAYMENT_PROVIDER_URL', 'PAYMENT_PROVIDER_API_KEY', 'PAYMENT_WEBHOOK_SECRET'],
    ],
    [
      values.OPEN_BANKING_PROVIDER === 'http',
      ['OPEN_BANKING_URL', 'OPEN_BANKING_API_KEY', 'PAYMENT_WEBHOOK_SECRET'],
    ],
    [values.EXECUTION_VENUE === 'http', ['EXECUTION_VENUE_URL', 'EXECUTION_VENUE_API_KEY']],
  ];
  const missing = needs.filter(([applies]) => applies).flatMap(([, names]) => names);
  return [...new Set(missing)].filter((name) => !values[name]);
}
