import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAgreement, TAgreementData, TAgreementGenerated, TGedDoc, TSignAnswer } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { accountKey } from '../../../lib/query/account-key';

/** GET external/convention-titre/current. */
export function useAgreement() {
  return useQuery({
    queryKey: accountKey('convention-titre'),
    queryFn: () => http<TAgreement>('/external/convention-titre/current'),
  });
}

/** POST external/convention-titre/generate in the page's language. */
export function useGenerateAgreement() {
  return useMutation({
    mutationFn: (input: { data: TAgreementData; codeLangue: string }) =>
      http<TAgreementGenerated>('/external/convention-titre/generate', {
        method: 'POST',
        body: input.data,
        query: { codeLangue: input.codeLangue },
      }),
  });
}

/** POST external/convention-titre/sign-request: without code sends it, with it signs. */
export function useSignRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { coctUuid: string; idDemande?: string; code?: string }) =>
      http<TSignAnswer>('/external/convention-titre/sign-request', { method: 'POST', body }),
    onSuccess: (answer) => {
      if (answer.status !== 'SIGNE') return;
      // The profile badge clears and the documentation lists the signed file.
      void client.invalidateQueries({ queryKey: ['coct-info-completion-status'] });
      void client.invalidateQueries({ queryKey: ['convention-titre'] });
      void client.invalidateQueries({ queryKey: ['ged-docs'] });
    },
  });
}

/** GET external/ged/download: the signed agreement filed in the documentation. */
export function downloadSignedAgreement(uuid: string) {
  return http<TGedDoc & { documentContent: string }>('/external/ged/download', { query: { uuid } });
}
