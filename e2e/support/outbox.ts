import { expect, type APIRequestContext } from '@playwright/test';

export type TOutboxMessage = {
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
};

/**
 * Reads the newest message sent to a person (e-mail address or E.164 phone) from the dev outbox,
 * as they would read their inbox or phone. Pass `after` (an ISO time taken before the action) so
 * an older message is never mistaken for the new one.
 */
export async function readLatestMessage(
  request: APIRequestContext,
  recipient: string,
  after: string,
): Promise<TOutboxMessage> {
  let found: TOutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/v1/dev/outbox?recipient=${encodeURIComponent(recipient)}&since=${encodeURIComponent(after)}&limit=1`,
        );
        [found] = (await response.json()) as TOutboxMessage[];
        return Boolean(found);
      },
      { message: `no message for ${recipient} since ${after}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code in an SMS or e-mail. */
export const codeIn = (message: TOutboxMessage): string => /\b(\d{6})\b/.exec(message.body)?.[1] ?? '';

/** The in-app path (hash route with its query) of the link in an e-mail, e.g. /#/firstconnexion?sd=... */
export function linkPathIn(message: TOutboxMessage): string {
  const url = /https?:\/\/\S+\/#\/\S+/.exec(message.body)?.[0];
  if (!url) throw new Error(`no link in: ${message.body}`);
  const parsed = new URL(url);
  return `/${parsed.hash}`;
}

/** Now, as the `after` bound of readLatestMessage (a second back, for clock rounding). */
export const nowIso = (): string => new Date(Date.now() - 1000).toISOString();
