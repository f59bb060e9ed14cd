import { queryOptions } from '@tanstack/react-query';
import type { TEServicesState } from '@nomina/domain';
import { http } from '../../lib/http/http-client';
import { accountKey } from '../../lib/query/account-key';

/**
 * GET business/e-services: the e-services and e-convocation choices, and the e-mail on file. One
 * definition for the settings pages that change them and the profile that shows them.
 */
export const eServicesQuery = () =>
  queryOptions({
    queryKey: accountKey('e-services'),
    queryFn: () => http<TEServicesState>('/business/e-services'),
  });
