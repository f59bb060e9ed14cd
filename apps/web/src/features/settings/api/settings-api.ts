import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TDispenseAcompteRequest,
  TEAbonnementRequest,
  TEServicesState,
  TExemptionState,
  TPasswordLengths,
  TUpdatePasswordRequest,
  TUpdatePasswordResponse,
} from '@nomina/domain';
import { eServicesQuery } from '../../../components/e-services/e-services-query';
import { http } from '../../../lib/http/http-client';
import { acceptTerms } from '../../../lib/session/terms-gate';
import { accountKey } from '../../../lib/query/account-key';

const EXEMPTION_KEY = 'dispense-acompte';

/** GET auth/account/password-rules: MIN/MAX_PASSWORD_LENGTH of the holder's issuer. */
export function usePasswordRules() {
  return useQuery({
    queryKey: accountKey('password-rules'),
    queryFn: () => http<TPasswordLengths>('/auth/account/password-rules', { hiddenReq: true }),
    staleTime: 10 * 60_000,
  });
}

/** POST auth/account/updatePassword. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: TUpdatePasswordRequest) =>
      http<TUpdatePasswordResponse>('/auth/account/updatePassword', { method: 'POST', body }),
  });
}

/** GET business/e-services: the e-services and e-convocation choices, and the e-mail on file. */
export function useEServices() {
  return useQuery(eServicesQuery());
}

function useSaveChoice<TBody>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => http<TEServicesState>(path, { method: 'POST', body }),
    onSuccess: (state) => client.setQueryData(eServicesQuery().queryKey, state),
  });
}

/** POST business/insert/e-abonnement. */
export const useSaveEAbonnement = () => useSaveChoice<TEAbonnementRequest>('/business/insert/e-abonnement');
/** POST business/update/e-convocation. */
export const useSaveEConvocation = () => useSaveChoice<{ abonne: boolean }>('/business/update/e-convocation');

/** GET business/dispense-acompte: the window and the requests made. */
export function useExemptions(enabled: boolean) {
  return useQuery({
    queryKey: accountKey(EXEMPTION_KEY),
    queryFn: () => http<TExemptionState>('/business/dispense-acompte'),
    enabled,
  });
}

/** POST business/update/dispense-acompte. */
export function useRequestExemption() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TDispenseAcompteRequest) =>
      http<TExemptionState>('/business/update/dispense-acompte', { method: 'POST', body }),
    onSuccess: (state) => client.setQueryData(accountKey(EXEMPTION_KEY), state),
  });
}

/** POST auth/authenticate/acceptCgu (the session then knows the terms are accepted). */
export function useAcceptTerms() {
  return useMutation({ mutationFn: (version: number) => acceptTerms(version) });
}
