import { ERROR_CODES, type TLienUtile } from '@nomina/domain';
import type { TAccountScope } from '../../../access';
import { AppError } from '../../../lib/app-error';
import type { TUsefulLinksRepository } from './useful-links.repository';

/** The useful links of the account's own issuer; asking for another issuer's is a 403. */
export async function usefulLinksOf(
  deps: { usefulLinks: TUsefulLinksRepository },
  account: Pick<TAccountScope, 'emetIden'>,
  emetIden: number,
): Promise<TLienUtile[]> {
  if (emetIden !== account.emetIden) throw new AppError(403, ERROR_CODES.foreignIssuer);
  return deps.usefulLinks.ofIssuer(emetIden);
}
