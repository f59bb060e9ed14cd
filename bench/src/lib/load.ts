// One load measurement with autocannon: a warm-up run (discarded), then the measured run.
import autocannon from 'autocannon';

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Rewrites each request before it leaves (another holder's token and path, say). */
  setupRequest?: (request: { path: string; headers: Record<string, string> }) => {
    path: string;
    headers: Record<string, string>;
  };
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  total: number;
}

/** `BENCH_SECONDS` shortens or lengthens every measured run (10 s by default). */
const measuredSeconds = Number(process.env.BENCH_SECONDS ?? '') || 10;
export const LOAD = { connections: 50, durationSeconds: measuredSeconds, warmupSeconds: 2 } as const;

async function fire(target: LoadTarget, durationSeconds: number, connections: number) {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    ...(target.setupRequest
      ? { requests: [{ setupRequest: target.setupRequest as autocannon.Request['setupRequest'] }] }
      : {}),
    connections,
    duration: durationSeconds,
  });
}

/** `beforeMeasured` runs after the warm-up, as the measured run starts (a CPU meter, say). */
export async function measureLoad(
  target: LoadTarget,
  connections: number = LOAD.connections,
  hooks: { beforeMeasured?: () => void } = {},
): Promise<LoadFigures> {
  await fire(target, LOAD.warmupSeconds, connections);
  hooks.beforeMeasured?.();
  const result = await fire(target, LOAD.durationSeconds, connections);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}
