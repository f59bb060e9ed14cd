// Issue 15 §2: the history of one holder must not slow down as the holder's operations grow.
// On PostgreSQL, lgarcia01's account is topped up to 1 k, 5 k, 50 k and 500 k operations while a
// second server on the same database runs with the read cache off (every request reaches the
// database); at each depth the first page and a deep page (by cursor, as the web app reads it)
// are measured at 10 connections. Target: p50 at 500 k within 2× of p50 at 1 k.
import { loginHolder, runOperationsCli } from '../lib/bench-register.js';
import { measureLoad, type LoadFigures } from '../lib/load.js';
import { startNomina } from '../lib/processes.js';
import { formatNumber, printTable, printTarget } from '../lib/report.js';
import { recordRow } from '../lib/summary.js';
import type { Scenario } from './scenario.types.js';

const HOLDER = { login: 'lgarcia01', password: 'Nomina#Demo2025', tituNume: 'T2002-000104' } as const;
const DEPTHS = (process.env.BENCH_HISTORY_DEPTHS ?? '1000,5000,50000,500000').split(',').map(Number);
const CONNECTIONS = 10;
const DEEP_PAGE = 100;

async function topUp(databaseUrl: string, total: number): Promise<number> {
  const started = performance.now();
  await runOperationsCli(databaseUrl, HOLDER.tituNume, total, { topUp: true });
  return (performance.now() - started) / 1000;
}

type THistoryPage = { total: number; suivant?: string | null };

async function readPage(business: string, token: string, page: number, cursor: string | null) {
  const url = `${business}/operation/historique?categorie=BOURSE&page=${page}&taille=20${cursor ? `&apres=${cursor}` : ''}`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`history page ${page}: ${response.status}`);
  return (await response.json()) as THistoryPage;
}

/** The cursor that reads page DEEP_PAGE by seek, walking the pages before it. */
async function deepCursor(business: string, token: string): Promise<string | null> {
  let cursor: string | null = null;
  for (let page = 0; page < DEEP_PAGE; page += 1) {
    cursor = (await readPage(business, token, page, cursor)).suivant ?? null;
    if (!cursor) return null;
  }
  return cursor;
}

export const historyDepth: Scenario = {
  name: `History depth: one holder at ${DEPTHS.map((depth) => formatNumber(depth)).join(', ')} operations (PostgreSQL, read cache off, ${CONNECTIONS} connections)`,
  perDatabase: true,
  async run({ nomina, database }) {
    if (!nomina.databaseUrl) {
      console.log('PostgreSQL only: PGlite holds one process, and the depth series tops up a live database.');
      return;
    }
    // A second server on the same database with the read cache off: every read reaches the database.
    const uncached = await startNomina({
      databaseUrl: nomina.databaseUrl,
      env: { READ_CACHE_TTL_SECONDS: '0' },
    });
    const rows: string[][] = [];
    const firstPages: LoadFigures[] = [];
    try {
      const business = `${uncached.baseUrl}/api/v1/business`;
      for (const depth of DEPTHS) {
        const seconds = await topUp(nomina.databaseUrl, depth);
        const token = await loginHolder(uncached.baseUrl, HOLDER);
        const headers = { authorization: `Bearer ${token}` };
        const first = await measureLoad(
          { url: `${business}/operation/historique?categorie=BOURSE&page=0&taille=20`, headers },
          CONNECTIONS,
        );
        const total = (await readPage(business, token, 0, null)).total;
        const cursor = await deepCursor(business, token);
        const deep = cursor
          ? await measureLoad(
              {
                url: `${business}/operation/historique?categorie=BOURSE&page=${DEEP_PAGE}&taille=20&apres=${cursor}`,
                headers,
              },
              CONNECTIONS,
            )
          : null;
        firstPages.push(first);
        rows.push([
          formatNumber(depth),
          formatNumber(total),
          formatNumber(seconds, 1),
          formatNumber(first.requestsPerSecond),
          formatNumber(first.p50Ms, 1),
          formatNumber(first.p99Ms),
          deep ? formatNumber(deep.requestsPerSecond) : '—',
          deep ? formatNumber(deep.p50Ms, 1) : '—',
          deep ? formatNumber(deep.p99Ms) : '—',
        ]);
      }
    } finally {
      await uncached.stop();
    }
    printTable(
      `${this.name} [${database}]`,
      [
        'operations',
        'BOURSE tab total',
        'top-up s',
        'first page req/s',
        'p50 ms',
        'p99 ms',
        `page ${DEEP_PAGE} (cursor) req/s`,
        'p50 ms',
        'p99 ms',
      ],
      rows,
    );
    const [shallow, deepest] = [firstPages[0], firstPages.at(-1)];
    if (shallow && deepest && firstPages.length > 1) {
      const ratio = deepest.p50Ms / Math.max(shallow.p50Ms, 0.5);
      printTarget(
        `history first page p50, ${formatNumber(DEPTHS.at(-1)!)} against ${formatNumber(DEPTHS[0]!)} operations`,
        `${formatNumber(ratio, 2)}×`,
        '≤ 2×',
        ratio <= 2,
      );
      recordRow(
        `history first page p50, ${formatNumber(DEPTHS[0]!)} → ${formatNumber(DEPTHS.at(-1)!)} operations (read cache off)`,
        database,
        `${formatNumber(shallow.p50Ms, 1)} → ${formatNumber(deepest.p50Ms, 1)} ms (${formatNumber(ratio, 2)}×)`,
        '≤ 2×',
        ratio <= 2,
      );
    }
  },
};
