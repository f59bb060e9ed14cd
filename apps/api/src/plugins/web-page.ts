import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from '../lib/accepted-encoding';

/** A request the first screen makes, which the page has the browser start beside its code. */
export type TPreload = { href: string; as: 'fetch' | 'image' };

/** What a page origin's first screen asks for (its theme's texts and logo, issue 15 §5). */
export type TPreloadsFor = (origin: string) => Promise<TPreload[]>;

type TPage = { html: Buffer; br: Buffer; gzip: Buffer; etag: string };

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Only the site's own paths: a theme's settings never send the browser elsewhere. */
const isOwnPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

const linkOf = ({ href, as }: TPreload) =>
  `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`;

/**
 * index.html as each origin gets it: the built page with, at the end of its head, preloads of
 * what the first screen fetches once its code has run (the texts of its theme, the logo), so
 * they come in beside the code instead of after it. The page differs per theme only; each
 * variant is compressed once and kept.
 */
export function createIndexPage(template: string, preloadsFor?: TPreloadsFor) {
  const pages = new Map<string, TPage>();
  const pageWith = (links: string): TPage => {
    let page = pages.get(links);
    if (!page) {
      const html = Buffer.from(template.replace('</head>', `${links}</head>`));
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
      page = { html, br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }), etag };
      // A handful of themes; a bound all the same, whatever the database holds.
      if (pages.size > 64) pages.clear();
      pages.set(links, page);
    }
    return page;
  };
  const linksFor = async (request: FastifyRequest) => {
    if (!preloadsFor) return '';
    // The page still loads without them (the database away, an odd host): they only save time.
    const preloads = await preloadsFor(`${request.protocol}://${request.host}`).catch(() => []);
    return preloads
      .filter((preload) => isOwnPath(preload.href))
      .map(linkOf)
      .join('');
  };

  return async function sendIndexPage(request: FastifyRequest, reply: FastifyReply) {
    const page = pageWith(await linksFor(request));
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send({ br: page.br, gzip: page.gzip, none: page.html }[encoding ?? 'none']);
  };
}
