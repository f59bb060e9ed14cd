/**
 * Site parameters (parametre-site): the shared settings layer every module reads them through.
 * An issuer's own value wins over the register-wide default (emetIden ALL_ISSUERS).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  ALL_ISSUERS,
  ERROR_CODES,
  splitParameterValue,
  type TPhoneSettings,
  type TSiteParameter,
  type TSiteParameterName,
} from '@nomina/domain';
import type { TDatabase } from '../db/client';
import { siteParameters } from '../db/schema';
import { AppError, notFound } from '../lib/app-error';

/** A site parameter for an issuer: its own value when it has one, else the register-wide default. */
async function readSiteParameter(
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

/** TEL_INDICATIF_AUTORISE and INDICATIFS_VERIF_MOBILE_FORTE of an issuer, as the phone rules take them. */
async function readPhoneRules(db: TDatabase, emetIden: number): Promise<TPhoneSettings> {
  const [allowed, mobile] = await Promise.all([
    readSiteParameter(db, emetIden, 'TEL_INDICATIF_AUTORISE'),
    readSiteParameter(db, emetIden, 'INDICATIFS_VERIF_MOBILE_FORTE'),
  ]);
  return { allowedDialCodes: allowed.values, mobileCheckDialCodes: mobile.values };
}

/** MIN_PASSWORD_LENGTH and MAX_PASSWORD_LENGTH of an issuer. */
async function readPasswordRules(db: TDatabase, emetIden: number): Promise<{ min: number; max: number }> {
  const [min, max] = await Promise.all([
    readSiteParameter(db, emetIden, 'MIN_PASSWORD_LENGTH'),
    readSiteParameter(db, emetIden, 'MAX_PASSWORD_LENGTH'),
  ]);
  return { min: Number(min.paramValue), max: Number(max.paramValue) };
}

/** A parameter's value for the issuer, or null when none is set (neither its own nor the default). */
async function readParameterValue(
  db: TDatabase,
  emetIden: number,
  paramName: TSiteParameterName,
): Promise<string | null> {
  try {
    return (await readSiteParameter(db, emetIden, paramName)).paramValue;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The settings reads bound to a database: the one way every module reads site parameters. */
export function createSiteSettings(db: TDatabase) {
  return {
    /** The parameter, or 404 general.error.parameter.unknown when none is set. */
    parameter: (emetIden: number, paramName: TSiteParameterName) =>
      readSiteParameter(db, emetIden, paramName),
    /** Its value, or null when none is set. */
    parameterValue: (emetIden: number, paramName: TSiteParameterName) =>
      readParameterValue(db, emetIden, paramName),
    phoneRules: (emetIden: number) => readPhoneRules(db, emetIden),
    passwordRules: (emetIden: number) => readPasswordRules(db, emetIden),
  };
}

export type TSiteSettings = ReturnType<typeof createSiteSettings>;
