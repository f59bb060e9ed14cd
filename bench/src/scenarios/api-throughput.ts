// Throughput and p99 latency of the public resource endpoints, next to a bare Fastify server
// measured in the same run on the same machine: the ratio is the figure that travels.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureLoad, LOAD, type LoadFigures, type LoadTarget } from '../lib/load.js';
import { startBareFastify } from '../lib/processes.js';
import { formatNumber, printLoadTable, printTarget } from '../lib/report.js';
import { recordRow } from '../lib/summary.js';
import type { Scenario } from './scenario.types.js';

/** Translations must keep at least half the bare server's throughput (issue 2). */
const TRANSLATIONS_MIN_RATIO = 0.5;
/** …and 95 % of a bare server sending the same bytes (issue 15). */
const SAME_BYTES_MIN_RATIO = 0.95;
/** What Chromium sends on every request. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The translation list as a browser receives it (brotli bytes), kept in a file for the bare server. */
async function fetchTranslationBytes(
  url: string,
): Promise<{ file: string; etag: string; cleanup: () => void }> {
  // node:http rather than fetch: fetch would decompress the body.
  const { body, etag } = await new Promise<{ body: Buffer; etag: string }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ body: Buffer.concat(chunks), etag: String(response.headers.etag ?? '') }),
      );
    }).on('error', reject);
  });
  const dir = mkdtempSync(join(tmpdir(), 'nomina-bench-body-'));
  const file = join(dir, 'traduction.br');
  writeFileSync(file, body);
  return { file, etag, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export const apiThroughput: Scenario = {
  name: `API throughput (${LOAD.connections} connections, ${LOAD.durationSeconds} s after ${LOAD.warmupSeconds} s warm-up)`,
  async run({ nomina, database, anchor }) {
    const translationsUrl = `${nomina.baseUrl}/api/v1/resource/traduction/fr/1`;
    const body = await fetchTranslationBytes(translationsUrl);
    const bare = await anchor.bare();
    // The same bytes need a bare server of their own, given the translation file.
    const bareServer = await startBareFastify(body.file);
    let bareSameBytes: LoadFigures;
    try {
      bareSameBytes = await measureLoad({ url: `${bareServer.baseUrl}/same-bytes` });
    } finally {
      await bareServer.stop();
      body.cleanup();
    }

    const targets: Record<'raw' | 'browser' | 'revalidation' | 'theme', LoadTarget> = {
      raw: { url: translationsUrl },
      // A first visit: the whole list, compressed as the browser asks.
      browser: { url: translationsUrl, headers: { 'accept-encoding': BROWSER_ENCODINGS } },
      // A returning visit within the cache period: the ETag matches, the answer is 304.
      revalidation: {
        url: translationsUrl,
        headers: { 'accept-encoding': BROWSER_ENCODINGS, 'if-none-match': body.etag },
      },
      theme: {
        url: `${nomina.baseUrl}/api/v1/resource/theme`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: 'http://localhost:3000' }),
      },
    };
    const raw = await measureLoad(targets.raw);
    const browser = await measureLoad(targets.browser);
    const revalidation = await measureLoad(targets.revalidation);
    const theme = await measureLoad(targets.theme);

    const rows: Array<[string, LoadFigures]> = [
      ['bare Fastify hello world (the anchor)', bare],
      ['bare Fastify sending the same translation bytes (br)', bareSameBytes],
      ['GET  traduction/fr/1, no compression', raw],
      ['GET  traduction/fr/1, as a browser asks (br)', browser],
      ['GET  traduction/fr/1, revalidation (If-None-Match → 304)', revalidation],
      ['POST theme', theme],
    ];
    printLoadTable(this.name, rows, bare);

    const ratio = (figures: LoadFigures) => figures.requestsPerSecond / bare.requestsPerSecond;
    console.log('');
    printTarget(
      'translations (browser, br) ÷ bare hello world',
      `${formatNumber(ratio(browser) * 100, 1)} %`,
      `≥ ${TRANSLATIONS_MIN_RATIO * 100} %`,
      ratio(browser) >= TRANSLATIONS_MIN_RATIO,
    );
    console.log(
      `        translations revalidated (304) ÷ bare: ${formatNumber(ratio(revalidation) * 100, 1)} %`,
    );
    const sameBytesRatio = browser.requestsPerSecond / bareSameBytes.requestsPerSecond;
    printTarget(
      "translations (br) ÷ bare Fastify sending the same bytes (the portal's own overhead)",
      `${formatNumber(sameBytesRatio * 100, 1)} %`,
      `≥ ${SAME_BYTES_MIN_RATIO * 100} %`,
      sameBytesRatio >= SAME_BYTES_MIN_RATIO,
    );
    recordRow(
      'translations as a browser asks (br) ÷ bare sending the same bytes (÷ hello world)',
      database,
      `${formatNumber(sameBytesRatio * 100, 1)} % (${formatNumber(ratio(browser) * 100, 1)} %)`,
      `≥ ${SAME_BYTES_MIN_RATIO * 100} %`,
      sameBytesRatio >= SAME_BYTES_MIN_RATIO,
    );
    console.log(`        theme ÷ bare: ${formatNumber(ratio(theme) * 100, 1)} % (no target)`);
    for (const [label, figures] of rows) {
      // 304 is the expected answer of the revalidation row.
      const unexpected = label.includes('304') ? figures.errors : figures.non2xx + figures.errors;
      if (unexpected > 0) {
        console.log(
          `WARNING ${label}: ${figures.non2xx} non-2xx answers and ${figures.errors} errors out of ${figures.total}; its figures are not comparable.`,
        );
      }
    }
  },
};
