import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAddress,
  TAuditEntry,
  TBirthUpdate,
  TCommune,
  TContactCodeSent,
  TContactKind,
  TGeneralDataUpdate,
  TJustif,
  TProfile,
} from '@nomina/domain';
import { departementOf } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { accountKey } from '../../../lib/query/account-key';

/** GET business/profile: one query for the chosen account's profile. */
export function useProfile() {
  return useQuery({
    queryKey: accountKey('profile'),
    queryFn: () => http<TProfile>('/business/profile'),
  });
}

export function useProfileAudit() {
  return useQuery({
    queryKey: accountKey('profile-audit'),
    queryFn: () => http<TAuditEntry[]>('/business/profile/audit'),
  });
}

/** A profile update: the server answers the fresh profile, which replaces the cached one. */
function useProfileUpdate<TBody>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => http<TProfile>(path, { method: 'POST', body }),
    onSuccess: (profile) => {
      client.setQueryData(accountKey('profile'), profile);
      void client.invalidateQueries({ queryKey: ['profile-audit'] });
      void client.invalidateQueries({ queryKey: ['titulaire'] });
    },
  });
}

export const useUpdateAddresses = () =>
  useProfileUpdate<{ adressePostale: TAddress; adresseFiscale: TAddress }>('/business/update/titu-adresses');
export const useUpdateBirth = () => useProfileUpdate<TBirthUpdate>('/business/update/titu-naiss');
export const useUpdateGeneralData = () =>
  useProfileUpdate<TGeneralDataUpdate>('/business/update/general-data');
export const useConfirmContact = () =>
  useProfileUpdate<{ verificationKey: string; code: string }>('/business/update/titu-contacts');

export function useRequestContactCode() {
  return useMutation({
    mutationFn: (body: { kind: TContactKind; value: string }) =>
      http<TContactCodeSent>('/business/profile/contact-code', { method: 'POST', body }),
  });
}

/** GET resource/communes, cached: a postal code's communes do not change during a visit. */
export function useCommunes(codePostal: string, isFrance: boolean) {
  const enabled = isFrance && /^\d{5}$/.test(codePostal);
  return useQuery({
    queryKey: ['communes', codePostal],
    queryFn: () =>
      http<TCommune[]>('/resource/communes', {
        query: { departement: departementOf(codePostal), codePostal },
        hiddenReq: true,
      }),
    enabled,
    staleTime: Infinity,
  });
}

/** GET business/justif-status. */
export function useJustifs() {
  return useQuery({
    queryKey: accountKey('justif-status'),
    queryFn: () => http<TJustif[]>('/business/justif-status'),
  });
}

/** POST business/profile/upload-document (multipart file, type, subType). */
export function useUploadDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; type: string; subType: string }) => {
      const form = new FormData();
      form.append('type', input.type);
      form.append('subType', input.subType);
      form.append('file', input.file);
      return http<TJustif>('/business/profile/upload-document', { method: 'POST', form });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: ['justif-status'] }),
  });
}
