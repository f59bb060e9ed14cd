// The bare anchor: one Fastify hello world process for the whole run, measured before each
// scenario (the ratios of that scenario use it) and again after it, so that the drift over the
// scenario says how steady the machine was while it ran.
import { LOAD, measureLoad, type LoadFigures } from './load.js';
import { formatNumber } from './report.js';

export interface Anchor {
  /** The bare server's address (it also serves a trivial HTML page at /page). */
  baseUrl: string;
  /** The hello world's figures at `connections`, measured before the scenario (once, then kept). */
  bare: (connections?: number) => Promise<LoadFigures>;
}

export interface ScenarioAnchor extends Anchor {
  /** Measures again every connection count measured before; one line per count. */
  measureAfter: () => Promise<string[]>;
}

export function anchorFor(baseUrl: string): ScenarioAnchor {
  const before = new Map<number, Promise<LoadFigures>>();
  const bare = (connections: number = LOAD.connections) => {
    let figures = before.get(connections);
    if (!figures) {
      figures = measureLoad({ url: `${baseUrl}/` }, connections);
      before.set(connections, figures);
    }
    return figures;
  };
  return {
    baseUrl,
    bare,
    async measureAfter() {
      const lines: string[] = [];
      for (const [connections, figures] of before) {
        const first = await figures;
        const after = await measureLoad({ url: `${baseUrl}/` }, connections);
        const drift = (after.requestsPerSecond / first.requestsPerSecond - 1) * 100;
        lines.push(
          `${formatNumber(first.requestsPerSecond)} → ${formatNumber(after.requestsPerSecond)} at ${connections} conn. (${drift >= 0 ? '+' : ''}${formatNumber(drift, 1)} %)`,
        );
      }
      return lines;
    },
  };
}
