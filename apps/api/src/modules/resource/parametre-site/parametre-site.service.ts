import type { TPhoneSettings, TSiteParameter, TSiteParameterName } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { readPhoneRules, readSiteParameter } from '../../../settings';
import { findIssuer } from '../issuers/issuer.service';

/** parametreSite: a site parameter of a known issuer (404 for an unknown one). */
export async function issuerParameter(
  db: TDatabase,
  emetIden: number,
  paramName: TSiteParameterName,
): Promise<TSiteParameter> {
  await findIssuer(db, emetIden);
  return readSiteParameter(db, emetIden, paramName);
}

/** phone: the dial-code rules of a known issuer (404 for an unknown one). */
export async function issuerPhoneRules(db: TDatabase, emetIden: number): Promise<TPhoneSettings> {
  await findIssuer(db, emetIden);
  return readPhoneRules(db, emetIden);
}
