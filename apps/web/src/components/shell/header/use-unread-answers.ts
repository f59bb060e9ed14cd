import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** Query key of the unread desk answers; messaging refreshes it when a thread is read. */
export const UNREAD_ANSWERS_KEY = ['selfcare-non-lus'] as const;

/** GET business/selfcare/non-lus: the header's unread counter, refreshed every minute. */
export function useUnreadAnswers() {
  return useQuery({
    queryKey: UNREAD_ANSWERS_KEY,
    queryFn: () => http<{ nonLus: number }>('/business/selfcare/non-lus', { hiddenReq: true }),
    refetchInterval: 60_000,
    select: (answer) => answer.nonLus,
  });
}
