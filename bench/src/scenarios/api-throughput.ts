// Throughput and p99 latency of the public resource endpoints, next to a bare Fastify server
// measured in the same run on the same machine: the ratio is the figure that travels.
import { measureLoad, LOAD, type LoadFigures, type LoadTarget } from '../lib/load.js';
import { startBareFastify } from '../lib/processes.js';
import { formatNumber, printTable, printTarget } from '../lib/report.js';
import type { Scenario } from './scenario.types.js';

/** Translations must keep at least half the bare server's throughput (issue 2). */
const TRANSLATIONS_MIN_RATIO = 0.5;

export const apiThroughput: Scenario = {
  name: `API throughput (${LOAD.connections} connections, ${LOAD.durationSeconds} s after ${LOAD.warmupSeconds} s warm-up)`,
  async run({ nomina }) {
    const bareServer = await startBareFastify();
    let bare: LoadFigures;
    try {
      bare = await measureLoad({ url: `${bareServer.baseUrl}/` });
    } finally {
      await bareServer.stop();
    }

    const translationsUrl = `${nomina.baseUrl}/api/v1/resource/traduction/fr/1`;
    const targets: Record<'translations' | 'translationsGzip' | 'theme', LoadTarget> = {
      translations: { url: translationsUrl },
      // What every browser sends: the same list, compressed (about a quarter of the bytes).
      translationsGzip: { url: translationsUrl, headers: { 'accept-encoding': 'gzip, deflate, br' } },
      theme: {
        url: `${nomina.baseUrl}/api/v1/resource/theme`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: 'http://localhost:3000' }),
      },
    };
    const translations = await measureLoad(targets.translations);
    const translationsGzip = await measureLoad(targets.translationsGzip);
    const theme = await measureLoad(targets.theme);

    const rows: Array<[string, LoadFigures]> = [
      ['bare Fastify hello world', bare],
      ['GET  /api/v1/resource/traduction/fr/1 (no compression)', translations],
      ['GET  /api/v1/resource/traduction/fr/1 (gzip, as browsers ask)', translationsGzip],
      ['POST /api/v1/resource/theme', theme],
    ];
    printTable(
      this.name,
      ['endpoint', 'req/s', 'p99 ms', '% of bare', 'non-2xx', 'errors'],
      rows.map(([label, figures]) => [
        label,
        formatNumber(figures.requestsPerSecond),
        formatNumber(figures.p99Ms),
        `${formatNumber((figures.requestsPerSecond / bare.requestsPerSecond) * 100, 1)} %`,
        String(figures.non2xx),
        String(figures.errors),
      ]),
    );

    const translationsRatio = translationsGzip.requestsPerSecond / bare.requestsPerSecond;
    const rawRatio = translations.requestsPerSecond / bare.requestsPerSecond;
    const themeRatio = theme.requestsPerSecond / bare.requestsPerSecond;
    console.log('');
    printTarget(
      'translations (gzip, as browsers ask) ÷ bare',
      `${formatNumber(translationsRatio * 100, 1)} %`,
      `≥ ${TRANSLATIONS_MIN_RATIO * 100} %`,
      translationsRatio >= TRANSLATIONS_MIN_RATIO,
    );
    console.log(`        translations without compression ÷ bare: ${formatNumber(rawRatio * 100, 1)} %`);
    console.log(`        theme ÷ bare: ${formatNumber(themeRatio * 100, 1)} % (no target)`);
    for (const [label, figures] of rows) {
      if (figures.non2xx > 0 || figures.errors > 0) {
        console.log(
          `WARNING ${label}: ${figures.non2xx} non-2xx answers and ${figures.errors} errors out of ${figures.total}; its figures are not comparable.`,
        );
      }
    }
  },
};
