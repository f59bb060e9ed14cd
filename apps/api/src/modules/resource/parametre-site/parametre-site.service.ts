import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  ALL_ISSUERS,
  ERROR_CODES,
  splitParameterValue,
  type TSiteParameter,
  type TSiteParameterName,
} from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { siteParameters } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';

/** A site parameter for an issuer: its own value when it has one, else the register-wide default. */
export async function readSiteParameter(
  db: TDatabase,
  emetIden: number,
  paramName: TSiteParameterName,
): Promise<TSiteParameter> {
  const [row] = await db
    .select()
    .from(siteParameters)
    .where(
      and(eq(siteParameters.paramName, paramName), inArray(siteParameters.emetIden, [ALL_ISSUERS, emetIden])),
    )
    .orderBy(desc(siteParameters.emetIden))
    .limit(1);
  if (!row) throw notFound(ERROR_CODES.unknownParameter);
  return { emetIden, paramName, paramValue: row.paramValue, values: splitParameterValue(row.paramValue) };
}
