import { useQuery } from '@tanstack/react-query';
import { modulesQuery, allowedModuleKeys } from '../shell/guard/modules-query';
import { readSelectedHolder } from '../../lib/session/user-access';
import { paymentQueries } from './payment-api';
import type { TPaymentContext } from './payment-modes';
import { siteParameterQuery } from '../../lib/query/site-parameter';

/** What the payment step needs to know: habilitations, card limit, open-banking countries, bank on file. */
export function usePaymentContext(montantNet: number): TPaymentContext {
  const emetIden = readSelectedHolder()?.emetIden ?? 0;
  const modules = useQuery(modulesQuery());
  const plafond = useQuery(siteParameterQuery(emetIden, 'CB_PLAFOND'));
  const linxo = useQuery(siteParameterQuery(emetIden, 'LINXO_PAYS_AUTORISE'));
  const compte = useQuery(paymentQueries.compteBancaire());
  const plafondValue = plafond.data ? Number(plafond.data.paramValue) : NaN;
  return {
    montantNet,
    allowedModules: modules.data ? allowedModuleKeys(modules.data) : new Set(),
    cbPlafond: Number.isFinite(plafondValue) ? plafondValue : null,
    linxoCountries: linxo.data?.values ?? [],
    bankCountry: compte.data?.paysIban ?? null,
  };
}
