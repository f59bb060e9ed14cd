import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBankDetailsView } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { accountKey } from '../../../lib/query/account-key';

/** GET business/bancaire. */
export function useBankDetails() {
  return useQuery({
    queryKey: accountKey('bancaire'),
    queryFn: () => http<TBankDetailsView>('/business/bancaire'),
  });
}

/** GET business/paysSepa: countries accepted for the IBAN and BIC. */
export function useSepaCountries() {
  return useQuery({
    queryKey: accountKey('paysSepa'),
    queryFn: () => http<string[]>('/business/paysSepa'),
    staleTime: Infinity,
  });
}

/** POST business/update/donnees-bancaire: the checked draft's operation token. */
export function useDraftBankDetails() {
  return useMutation({
    mutationFn: (body: { iban: string; bic: string; documentId: string }) =>
      http<{ status: string }>('/business/update/donnees-bancaire', { method: 'POST', body }),
  });
}

/** POST business/update/bancaire-titu, called by the password confirmation modal. */
export function confirmBankDetails(operationToken: string, password: string) {
  return http<{ status: 'valid' }>('/business/update/bancaire-titu', {
    method: 'POST',
    body: { operationToken, password, natureDemande: 'MAJ_BANCAIRE' },
  });
}

export function useRefreshBankDetails() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['bancaire'] });
    void client.invalidateQueries({ queryKey: ['justif-status'] });
    void client.invalidateQueries({ queryKey: ['profile-audit'] });
  };
}
