import type { TOutboxRepository } from '../mail/outbox.repository';

export type TSmsSender = { kind: 'http' | 'outbox'; send: (to: string, text: string) => Promise<void> };

/**
 * SMS transport chosen by SMS_GATEWAY_URL: an HTTP gateway (POST JSON {to, text} with a bearer
 * token), or the local outbox table shown by the dev mailbox.
 */
export function createSmsSender(options: {
  gatewayUrl?: string;
  token?: string;
  outbox: TOutboxRepository;
}): TSmsSender {
  if (options.gatewayUrl) {
    const url = options.gatewayUrl;
    return {
      kind: 'http',
      send: async (to, text) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ to, text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      },
    };
  }
  const { outbox } = options;
  return {
    kind: 'outbox',
    send: async (to, text) => {
      await outbox.insert({ channel: 'sms', recipient: to, subject: 'SMS', body: text });
    },
  };
}
