import type { TPhoneSettings, TSiteParameter, TSiteParameterName } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { readPhoneRules, readSiteParameter } from '../../../settings';
import { findIssuer } from '../issuers/issuer.service';

/** parametreSite: a site parameter of a known issuer (404 for an unknown one). */
export async function issuerParameter(
  deps: { db: TDatabase },
  emetIden: number,
  paramName: TSiteParameterName,
): Promise<TSiteParameter> {
  await findIssuer(deps.db, emetIden);
  return readSiteParameter(deps.db, emetIden, paramName);
}

/** phone: the dial-code rules of a known issuer (404 for an unknown one). */
export async function issuerPhoneRules(deps: { db: TDatabase }, emetIden: number): Promise<TPhoneSettings> {
  await findIssuer(deps.db, emetIden);
  return readPhoneRules(deps.db, emetIden);
}
