// Fault run of order placement: 1,000 buy orders sent by concurrent clients that retry with the
// same idempotency key, while the server process is killed (SIGKILL) and restarted twice. Every
// order must be recorded exactly once; prints the count and the placement p99.
import { closedDaySet, marketHolidays, validityWindow } from '@nomina/domain';
import { printTable, printTarget, formatNumber } from '../lib/report.js';
import { startRestartableNomina } from '../lib/restartable-server.js';
import type { Scenario } from './scenario.types.js';

const ORDERS = Number(process.env.BENCH_FAULT_ORDERS ?? 1000);
const CLIENTS = 8;
const LOGIN = { login: 'jdupont01', password: 'Nomina#Demo2025' };
const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export const orderFaults: Scenario = {
  name: `Order placement under faults (${formatNumber(ORDERS)} buy orders, ${CLIENTS} clients, server killed twice)`,
  async run() {
    const server = await startRestartableNomina();
    try {
      const api = `${server.baseUrl}/api/v1`;
      let token = '';
      const login = async () => {
        for (;;) {
          try {
            const response = await fetch(`${api}/auth/authenticate`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(LOGIN),
            });
            if (response.ok) return void (token = ((await response.json()) as { token: string }).token);
          } catch {
            // the server is down: retry
          }
          await pause(200);
        }
      };
      /** POST with retries while the server is down (network errors, 5xx) and a new login on 401. */
      let retries = 0;
      const post = async (path: string, body: object, headers: Record<string, string> = {}) => {
        for (;;) {
          const started = performance.now();
          try {
            const response = await fetch(`${api}/business/${path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
              body: JSON.stringify(body),
            });
            if (response.status === 401) await login();
            else if (response.status < 500) return { response, ms: performance.now() - started };
          } catch {
            // connection refused or reset: the server was killed
          }
          retries += 1;
          await pause(150);
        }
      };
      await login();
      const historyTotal = async () => {
        const response = await fetch(
          `${api}/business/operation/historique?categorie=BOURSE&typeOperation=ACHAT_TITRE&taille=1`,
          { headers: { authorization: `Bearer ${token}` } },
        );
        return ((await response.json()) as { total: number }).total;
      };
      const before = await historyTotal();
      const year = new Date().getUTCFullYear();
      const closed = closedDaySet([year, year + 1].flatMap(marketHolidays));
      const ordre = {
        natureDemande: 'ACHAT_TITRE',
        valeIden: 10011,
        typeOrdre: 'A_COURS_LIMITE',
        quantite: 1,
        coursLimite: 42.2,
        dateValidite: validityWindow(new Date(), closed).minDate,
        modePaiement: 'VIREMENT',
        modeReglt: 'COMPTANT',
      };
      const runId = Date.now().toString(36);
      const refs = new Set<string>();
      const validateMs: number[] = [];
      const endToEndMs: number[] = [];
      const refused: string[] = [];
      let next = 0;
      let done = 0;
      const client = async () => {
        while (next < ORDERS) {
          const index = next++;
          const started = performance.now();
          const issued = await post('operation/token', { natureDemande: 'ACHAT_TITRE', ordre });
          if (issued.response.status !== 200) {
            refused.push(`token ${issued.response.status} ${await issued.response.text()}`);
            continue;
          }
          const { status: operationToken } = (await issued.response.json()) as { status: string };
          const key = `bench-${runId}-${index}`;
          const validated = await post(
            'operation/validate',
            { password: LOGIN.password, operationToken, natureDemande: 'ACHAT_TITRE', modeReglt: 'COMPTANT' },
            { 'idempotency-key': key },
          );
          if (validated.response.status !== 200) {
            refused.push(`validate ${validated.response.status} ${await validated.response.text()}`);
            continue;
          }
          refs.add(((await validated.response.json()) as { refDemande: string }).refDemande);
          validateMs.push(validated.ms);
          endToEndMs.push(performance.now() - started);
          done += 1;
        }
      };
      const crashes = [Math.floor(ORDERS / 3), Math.floor((2 * ORDERS) / 3)];
      const killer = async () => {
        for (const at of crashes) {
          while (done < at && next < ORDERS) await pause(20);
          if (next >= ORDERS && done >= ORDERS) return;
          await server.crashAndRestart();
          console.log(`server killed (SIGKILL) and restarted after ${formatNumber(done)} confirmed orders`);
        }
      };
      const started = performance.now();
      await Promise.all([killer(), ...Array.from({ length: CLIENTS }, client)]);
      const seconds = (performance.now() - started) / 1000;
      const recorded = (await historyTotal()) - before;
      printTable(
        'Order placement under faults',
        ['figure', 'value'],
        [
          ['orders sent', formatNumber(ORDERS)],
          ['orders recorded (history)', formatNumber(recorded)],
          ['distinct refDemande answered', formatNumber(refs.size)],
          ['refused', formatNumber(refused.length)],
          ['requests retried', formatNumber(retries)],
          [
            'validate p50 / p99 ms (last attempt)',
            `${formatNumber(percentile(validateMs, 50))} / ${formatNumber(percentile(validateMs, 99))}`,
          ],
          ['placement p99 ms (token + validate, with retries)', formatNumber(percentile(endToEndMs, 99))],
          ['duration s', formatNumber(seconds, 1)],
        ],
      );
      if (refused.length > 0) console.log(`first refusals: ${refused.slice(0, 3).join(' | ')}`);
      printTarget(
        'orders recorded exactly once',
        formatNumber(recorded),
        formatNumber(ORDERS),
        recorded === ORDERS && refs.size === ORDERS,
      );
    } finally {
      await server.stop();
    }
  },
};
