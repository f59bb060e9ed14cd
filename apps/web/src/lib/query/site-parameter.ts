import { SITE_PARAMETERS, type TSiteParameter, type TSiteParameterName } from '@nomina/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../http/http-client';

/**
 * The one query of a site parameter of an issuer (GET resource/parametreSite): CB_PLAFOND,
 * LINXO_PAYS_AUTORISE, the polling delays, PAYS_ADRESSE_FISCALE_AUTORISE... Read in the
 * background (no loader) and kept ten minutes; waits while the issuer is not known yet.
 */
export function siteParameterQuery(emetIden: number | null, paramName: TSiteParameterName) {
  return queryOptions({
    queryKey: ['parametreSite', emetIden, paramName],
    queryFn: () =>
      http<TSiteParameter>('/resource/parametreSite', {
        query: { emetIden: emetIden ?? 0, paramName: SITE_PARAMETERS[paramName] },
        hiddenReq: true,
      }),
    enabled: emetIden !== null,
    staleTime: 10 * 60_000,
  });
}
