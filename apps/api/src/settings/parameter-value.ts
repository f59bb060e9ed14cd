import type { TSiteParameterName } from '@nomina/domain';
import type { TDatabase } from '../db/client';
import { AppError } from '../lib/app-error';
import { readSiteParameter } from './site-parameters.repository';

/** A site parameter's value for the issuer (its own, else the register-wide one), or null when none is set. */
export async function readParameterValue(
  db: TDatabase,
  emetIden: number,
  name: TSiteParameterName,
): Promise<string | null> {
  try {
    return (await readSiteParameter(db, emetIden, name)).paramValue;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}
