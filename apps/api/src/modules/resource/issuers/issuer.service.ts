import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { issuers } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';

export type TIssuerRow = typeof issuers.$inferSelect;

/** The issuer, or a 404 naming it unknown. */
export async function findIssuer(db: TDatabase, emetIden: number): Promise<TIssuerRow> {
  const [row] = await db.select().from(issuers).where(eq(issuers.emetIden, emetIden));
  if (!row) throw notFound(ERROR_CODES.unknownIssuer);
  return row;
}
