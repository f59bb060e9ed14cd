import pg from 'pg';
import type { TListenHandlers } from './client';

const RETRY_MS = 1000;

/**
 * LISTEN on its own connection (a pooled one would lose it), opened again after any loss: the
 * caller is told of the loss at once, and told when listening again.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: TListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    handlers.onLost();
    void lostClient.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(() => void connect(false).catch(() => undefined), RETRY_MS);
  };

  const connect = async (initial: boolean) => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      // At start the error stops the server (no database); later, keep trying.
      if (initial || stopped) throw error;
      retry = setTimeout(() => void connect(false).catch(() => undefined), RETRY_MS);
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    handlers.onReady();
  };

  await connect(true);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
