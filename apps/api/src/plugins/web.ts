import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createIndexPage, type TPreloadsFor } from './web-page';

export type TWebOptions = { preloadsFor?: TPreloadsFor };

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated on
 * every load so a new release is picked up at once, and carries the preloads of its origin's
 * first screen (web-page.ts).
 */
export const web = fp(async (app: FastifyInstance, options: TWebOptions) => {
  const root = app.config.webDist;
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built: serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    // One route that finds the file when asked: a route per file (about 1,500 with the
    // compressed copies) took 0.1–0.2 s of every start. A path with no file is the app's 404.
    wildcard: true,
    // The page itself is sent by the routes below.
    index: false,
    // The `.br` and `.gz` copies written at build (apps/web/build/precompress.ts) are sent as
    // they are to a browser that accepts them.
    preCompressed: true,
    // `send` would overwrite the header set below with `public, max-age=0`.
    cacheControl: false,
    setHeaders: (res, path) => {
      const immutable = path.includes(`${join(root, 'assets')}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndexPage = createIndexPage(readFileSync(join(root, 'index.html'), 'utf8'), options.preloadsFor);
  app.get('/', sendIndexPage);
  app.get('/index.html', sendIndexPage);
});
