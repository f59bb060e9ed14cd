// A minimal load balancer for the several-instances scenario: each request goes to the next
// backend in turn. A backend that refuses the connection (its process is gone) is skipped for a
// few seconds and the request, which it never received, goes to the next one, as a load
// balancer's health check would arrange. A read (GET, HEAD) whose connection broke before any
// answer goes to the next one too, as nginx's default `proxy_next_upstream error` does for
// idempotent requests: a kept-alive connection to a process just killed breaks that way. Any
// other request cut while a backend was answering fails: the "in flight" loss the scenario
// counts.
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import { findFreePort } from './processes.js';

export interface RoundRobinProxy {
  baseUrl: string;
  /** Requests sent again to another backend after a refused or broken connection. */
  retried: () => number;
  stop: () => Promise<void>;
}

const DOWN_MS = 5_000;

export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  const downUntil = new Map<string, number>();
  let next = 0;
  let retried = 0;

  const pick = (exclude: Set<string>): string | undefined => {
    for (let tries = 0; tries < backends.length; tries += 1) {
      const backend = backends[next++ % backends.length]!;
      if (!exclude.has(backend) && (downUntil.get(backend) ?? 0) <= Date.now()) return backend;
    }
    return undefined;
  };

  const send = (incoming: IncomingMessage, body: Buffer, response: ServerResponse, tried: Set<string>) => {
    const backend = pick(tried);
    if (!backend) {
      response.writeHead(502).end();
      return;
    }
    tried.add(backend);
    const target = new URL(incoming.url ?? '/', backend);
    const outgoing = forward(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      const isRead = incoming.method === 'GET' || incoming.method === 'HEAD';
      if (error.code === 'ECONNREFUSED' || (isRead && !response.headersSent)) {
        downUntil.set(backend, Date.now() + DOWN_MS);
        retried += 1;
        send(incoming, body, response, tried);
        return;
      }
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    outgoing.end(body);
  };

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => send(incoming, Buffer.concat(chunks), response, new Set()));
  });
  const port = await findFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    retried: () => retried,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
