import type { FastifyInstance } from 'fastify';
import { attachReadCache, createReadCache, INVALIDATION_CHANNEL } from './read-cache';

/**
 * Starts the read cache of the app's database when READ_CACHE_TTL_SECONDS > 0: it caches only
 * while the instance listens to the invalidation channel, and stops with the app.
 */
export async function startReadCache(app: FastifyInstance): Promise<void> {
  if (app.config.READ_CACHE_TTL_SECONDS <= 0) return;
  const cache = createReadCache({ ttlSeconds: app.config.READ_CACHE_TTL_SECONDS });
  attachReadCache(app.db, cache);
  const stop = await app.database.listen(INVALIDATION_CHANNEL, {
    onMessage: cache.apply,
    onReady: cache.resume,
    onLost: () => {
      cache.suspend();
      app.log.warn('read cache: invalidation channel lost, caching nothing until it is back');
    },
  });
  app.addHook('onClose', async () => {
    cache.suspend();
    // The database may already be closed (its own onClose hook ran first): nothing to stop then.
    await stop().catch(() => undefined);
  });
}
