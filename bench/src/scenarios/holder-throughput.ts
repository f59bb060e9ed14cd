// Throughput and p99 of the signed-in portfolio and history endpoints for a holder with 5,000
// operations, next to a bare Fastify server measured in the same run.
import { BENCH_HOLDER, BENCH_OPERATIONS } from '../lib/bench-register.js';
import { measureLoad, LOAD, type LoadFigures, type LoadTarget } from '../lib/load.js';
import { startBareFastify } from '../lib/processes.js';
import { formatNumber, printLoadTable } from '../lib/report.js';
import type { Scenario } from './scenario.types.js';

type Endpoint = { label: string; path: string };

const ENDPOINTS: Endpoint[] = [
  { label: 'GET  portefeuille/titres', path: 'portefeuille/titres' },
  {
    label: 'GET  operation/historique, first page',
    path: 'operation/historique?categorie=BOURSE&page=0&taille=20',
  },
  {
    label: 'GET  operation/historique, filtered page',
    path: 'operation/historique?categorie=BOURSE&statut=EXECUTE&typeOperation=ACHAT_TITRE&dateDebut=2016-01-01&dateFin=2021-12-31&page=2&taille=20',
  },
  {
    label: 'GET  operation/historique, last page',
    path: 'operation/historique?categorie=BOURSE&page=100&taille=20',
  },
];

/** A fresh access token (they live 10 minutes; each measurement gets its own). */
async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: BENCH_HOLDER.login, password: BENCH_HOLDER.password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export const holderThroughput: Scenario = {
  name: `Signed-in holder with ${formatNumber(BENCH_OPERATIONS)} operations (${LOAD.connections} connections, ${LOAD.durationSeconds} s)`,
  async run({ nomina }) {
    const business = `${nomina.baseUrl}/api/v1/business`;
    const token = await login(nomina.baseUrl);
    const headers = { authorization: `Bearer ${token}` };
    let operations = 0;
    for (const categorie of ['BOURSE', 'PLS', 'DIVERSES']) {
      const page = await fetch(`${business}/operation/historique?categorie=${categorie}&taille=1`, {
        headers,
      });
      operations += ((await page.json()) as { total: number }).total;
    }
    console.log(
      `${BENCH_HOLDER.login} (${BENCH_HOLDER.tituNume}) has ${formatNumber(operations)} operations.`,
    );

    const bareServer = await startBareFastify();
    let bare: LoadFigures;
    try {
      bare = await measureLoad({ url: `${bareServer.baseUrl}/` });
    } finally {
      await bareServer.stop();
    }
    const rows: Array<[string, LoadFigures]> = [['bare Fastify hello world', bare]];
    for (const endpoint of ENDPOINTS) {
      const url = `${business}/${endpoint.path}`;
      const probe = await fetch(url, { headers: { authorization: `Bearer ${await login(nomina.baseUrl)}` } });
      if (probe.status === 404) {
        console.log(`SKIPPED ${endpoint.label}: the endpoint does not exist in this build.`);
        continue;
      }
      const target: LoadTarget = { url, headers: { authorization: `Bearer ${await login(nomina.baseUrl)}` } };
      rows.push([endpoint.label, await measureLoad(target)]);
    }
    printLoadTable(this.name, rows, bare);
    for (const [label, figures] of rows) {
      if (figures.non2xx + figures.errors > 0)
        console.log(
          `WARNING ${label}: ${figures.non2xx} non-2xx answers and ${figures.errors} errors out of ${figures.total}; its figures are not comparable.`,
        );
    }
  },
};
