import { ERROR_CODES, type TLienUtile } from '@nomina/domain';
import type { TAccountScope } from '../../../access';
import type { TDatabase } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { selectUsefulLinks } from './useful-links.repository';

/** The useful links of the account's own issuer; asking for another issuer's is a 403. */
export async function usefulLinksOf(
  deps: { db: TDatabase },
  account: Pick<TAccountScope, 'emetIden'>,
  emetIden: number,
): Promise<TLienUtile[]> {
  if (emetIden !== account.emetIden) throw new AppError(403, ERROR_CODES.foreignIssuer);
  return selectUsefulLinks(deps.db, emetIden);
}
