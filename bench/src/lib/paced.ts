// A steady load, as people opening pages make it: one request every 1/rate seconds on keep-alive
// connections, each timed on its own. autocannon's rates release each second's budget at once,
// so their p99 measures that burst's queue, not the server.
import { Agent, request } from 'node:http';
import type { LoadFigures, LoadTarget } from './load.js';
import { percentile } from './report.js';

function once(agent: Agent, target: LoadTarget): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const sent = request(
      target.url,
      { agent, method: target.method ?? 'GET', headers: target.headers },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ ms: performance.now() - started, status: answer.statusCode ?? 0 }));
      },
    );
    sent.on('error', reject);
    sent.end(target.body);
  });
}

/** `seconds` measured after a discarded warm-up of `warmupSeconds` at the same rate. */
export async function measurePaced(
  target: LoadTarget & { rate: number },
  seconds: number,
  warmupSeconds = 2,
): Promise<LoadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: 50 });
  await paced(agent, target, warmupSeconds);
  const figures = await paced(agent, target, seconds);
  agent.destroy();
  return figures;
}

async function paced(
  agent: Agent,
  target: LoadTarget & { rate: number },
  seconds: number,
): Promise<LoadFigures> {
  const times: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const pending: Array<Promise<void>> = [];
  const started = performance.now();
  const count = Math.round(target.rate * seconds);
  for (let n = 0; n < count; n += 1) {
    const due = started + (n * 1000) / target.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      once(agent, target).then(
        ({ ms, status }) => {
          times.push(ms);
          if (status < 200 || status >= 300) non2xx += 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  return {
    requestsPerSecond: times.length / ((performance.now() - started) / 1000),
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    non2xx,
    errors,
    total: times.length,
  };
}
