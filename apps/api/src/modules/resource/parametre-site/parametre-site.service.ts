import type { TPhoneSettings, TSiteParameter, TSiteParameterName } from '@nomina/domain';
import type { TSiteSettings } from '../../../settings';
import type { TIssuersRepository } from '../issuers/issuers.repository';
import { findIssuer } from '../issuers/issuer.service';

type TParameterDeps = {
  issuers: Pick<TIssuersRepository, 'findById'>;
  settings: Pick<TSiteSettings, 'parameter' | 'phoneRules'>;
};

/** parametreSite: a site parameter of a known issuer (404 for an unknown one). */
export async function issuerParameter(
  deps: TParameterDeps,
  emetIden: number,
  paramName: TSiteParameterName,
): Promise<TSiteParameter> {
  await findIssuer(deps, emetIden);
  return deps.settings.parameter(emetIden, paramName);
}

/** phone: the dial-code rules of a known issuer (404 for an unknown one). */
export async function issuerPhoneRules(deps: TParameterDeps, emetIden: number): Promise<TPhoneSettings> {
  await findIssuer(deps, emetIden);
  return deps.settings.phoneRules(emetIden);
}
