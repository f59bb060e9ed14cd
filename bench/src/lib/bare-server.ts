// The baseline server for throughput ratios: Fastify with no plugins, no logging. `/` answers a
// constant JSON body; `/same-bytes` answers the file BARE_BODY_FILE as brotli-encoded JSON, so the
// cost of the payload itself can be told apart from the cost of the portal's own work; `/page` is
// a trivial HTML page, the cold-load scenario's yardstick.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const page = '<!doctype html><html lang="en"><title>Bare</title><p>Hello, world.</p></html>';
app.get('/page', (_request, reply) => {
  reply.header('content-type', 'text/html; charset=utf-8').send(page);
});
const body = process.env.BARE_BODY_FILE ? readFileSync(process.env.BARE_BODY_FILE) : Buffer.from('{}');
app.get('/same-bytes', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').header('content-encoding', 'br').send(body);
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
