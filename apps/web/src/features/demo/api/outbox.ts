import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

export type TOutboxMessage = {
  id: string;
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
};

/** GET dev/outbox (non-production): what the local mail and SMS transports kept, newest first. */
export function useOutbox(recipient: string) {
  return useQuery({
    queryKey: ['dev-outbox', recipient],
    queryFn: () =>
      http<TOutboxMessage[]>('/dev/outbox', {
        query: { recipient: recipient.trim() || undefined, limit: 100 },
        skipAuth: true,
        hiddenReq: true,
      }),
    refetchInterval: 5000,
  });
}
