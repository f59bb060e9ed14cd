import { useQuery } from '@tanstack/react-query';
import type { TSupportContact } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { accountKey } from '../../../lib/query/account-key';

/** GET selfcare/contact: the signed-in holder's name, e-mail and phone on file. */
export function useContactPrefill(enabled: boolean) {
  return useQuery({
    queryKey: accountKey('selfcare-contact'),
    queryFn: () => http<TSupportContact>('/business/selfcare/contact', { hiddenReq: true }),
    enabled,
  });
}
