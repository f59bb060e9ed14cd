import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { web } from './web';
import type { TPreloadsFor } from './web-page';

const SCRIPT = 'export const answer = 42;\n'.repeat(100);
const PAGE = '<!doctype html><html><head><title>Nomina</title></head><body></body></html>';

describe('web plugin: the built app', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nomina-web-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), PAGE);
    writeFileSync(join(root, 'assets', 'app-abc123.js'), SCRIPT);
    writeFileSync(join(root, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
    app = Fastify();
    app.decorate('config', { webDist: root } as FastifyInstance['config']);
    await app.register(web);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends hashed assets as immutable for a year, in the compressed copy the browser accepts', async () => {
    const answer = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.rawPayload.length).toBeLessThan(SCRIPT.length);
  });

  it('sends the plain file to a browser that accepts no compression', async () => {
    const answer = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(SCRIPT);
  });

  it('has the page revalidated on every load so a release is picked up at once', async () => {
    const answer = await app.inject({ url: '/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a file it does not have, and never serves one from outside the folder', async () => {
    expect((await app.inject({ url: '/assets/missing-abc.js' })).statusCode).toBe(404);
    writeFileSync(join(root, '..', 'nomina-outside.txt'), 'secret');
    for (const url of [
      '/../nomina-outside.txt',
      '/assets/%2e%2e/%2e%2e/nomina-outside.txt',
      '/%2e%2e/nomina-outside.txt',
    ]) {
      const answer = await app.inject({ url });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.body).not.toContain('secret');
    }
    rmSync(join(root, '..', 'nomina-outside.txt'));
  });
});

describe('web plugin: the page and its first screen', () => {
  let root: string;
  let app: FastifyInstance;
  const preloadsFor = vi.fn<TPreloadsFor>(async (origin) =>
    origin.includes('theme3')
      ? [
          { href: '/api/v1/resource/traduction/fr/3', as: 'fetch' },
          { href: '/themes/theme-3/logo "x".svg', as: 'image' },
          { href: 'https://elsewhere.example/logo.svg', as: 'image' },
          { href: '//elsewhere.example/logo.svg', as: 'image' },
        ]
      : [{ href: '/api/v1/resource/traduction/fr/1', as: 'fetch' }],
  );

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nomina-web-'));
    writeFileSync(join(root, 'index.html'), PAGE);
    app = Fastify();
    app.decorate('config', { webDist: root } as FastifyInstance['config']);
    await app.register(web, { preloadsFor });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("preloads the origin's texts and logo at the end of the head, the site's own paths only", async () => {
    const answer = await app.inject({ url: '/', headers: { host: 'theme3.localhost:3000' } });
    expect(preloadsFor).toHaveBeenLastCalledWith('http://theme3.localhost:3000');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toBe(
      '<!doctype html><html><head><title>Nomina</title>' +
        '<link rel="preload" as="fetch" href="/api/v1/resource/traduction/fr/3" crossorigin="anonymous">' +
        '<link rel="preload" as="image" href="/themes/theme-3/logo &quot;x&quot;.svg">' +
        '</head><body></body></html>',
    );
    const other = await app.inject({ url: '/index.html', headers: { host: 'localhost:3000' } });
    expect(other.body).toContain('traduction/fr/1');
  });

  it('sends the page compressed, revalidated on every load, 304 when unchanged', async () => {
    const answer = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toContain('traduction/fr/1');
    const again = await app.inject({ url: '/', headers: { 'if-none-match': String(answer.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('still sends the page, without preloads, when the theme cannot be read', async () => {
    preloadsFor.mockRejectedValueOnce(new Error('database away'));
    const answer = await app.inject({ url: '/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(PAGE);
  });
});
