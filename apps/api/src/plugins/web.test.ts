import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { web } from './web';

const SCRIPT = 'export const answer = 42;\n'.repeat(100);

describe('web plugin: the built app', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nomina-web-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Nomina</title>');
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
