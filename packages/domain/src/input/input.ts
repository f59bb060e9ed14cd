import { z } from 'zod';
import { ERROR_CODES } from '../errors/error-codes';

/**
 * Shapes of raw request input that the database can hold. Whatever passes these reaches a
 * query without failing there: PostgreSQL refuses a NUL byte in text, an integer beyond
 * int4, and the year 0; those must be a 400 at the door, never a 500 from the database.
 */

/** Largest value of a PostgreSQL integer (int4) column. */
export const INT4_MAX = 2_147_483_647;

/** Whether a text holds a NUL character, which no PostgreSQL text column accepts. */
export const hasNul = (value: string) => value.includes('\u0000');

/** Finds the path of the first text holding a NUL in a parsed request part (query, params, body). */
export function findNul(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return hasNul(value) ? path.join('.') || 'value' : null;
  if (depth > 16 || value === null || typeof value !== 'object') return null;
  if (ArrayBuffer.isView(value)) return null;
  for (const [key, entry] of Object.entries(value)) {
    if (hasNul(key)) return [...path, key].join('.');
    const found = findNul(entry, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Text without NUL characters, up to `max` characters. */
export const ZText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !hasNul(value), { message: ERROR_CODES.validation });

/** A positive identifier that fits an int4 column (from JSON). */
export const ZIdInt4 = z.number().int().positive().max(INT4_MAX);
/** The same, from a query string. */
export const ZQueryIdInt4 = z.coerce.number().int().positive().max(INT4_MAX);

/** Largest page number of a paged list: beyond it the offset means nothing to a person. */
export const MAX_PAGE = 10_000;

/**
 * A calendar day yyyy-MM-dd that exists (leap years included) with a year from 1 to 9999:
 * PostgreSQL has no year 0.
 */
export const ZIsoDay = z.iso.date().refine((value) => Number(value.slice(0, 4)) >= 1, {
  message: ERROR_CODES.validation,
});
