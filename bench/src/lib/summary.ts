// The closing table of `npm run bench`: one line per figure of issue 15's table that the selected
// scenarios measured, its PGlite and PostgreSQL figures side by side, the target, and whether it is
// met on every database measured. Scenarios record their figures with `recordRow`.
import { printTable } from './report.js';

type TRecord = { row: string; database: string; figure: string; target: string; isMet: boolean };
type TDrift = { scenario: string; database: string; text: string };

const records: TRecord[] = [];
const drifts: TDrift[] = [];

/** One figure of a row of issue 15's table, on one database. Several calls with one row add up. */
export function recordRow(row: string, database: string, figure: string, target: string, isMet: boolean) {
  records.push({ row, database, figure, target, isMet });
}

/** The bare anchor's drift over one scenario, repeated under the summary. */
export function recordDrift(scenario: string, database: string, text: string) {
  drifts.push({ scenario, database, text });
}

export function printSummary(databases: string[]): void {
  if (records.length === 0 && drifts.length === 0) return;
  const rows = [...new Set(records.map((record) => record.row))].map((row) => {
    const ofRow = records.filter((record) => record.row === row);
    const figureOn = (database: string) =>
      ofRow
        .filter((record) => record.database === database)
        .map((record) => record.figure)
        .join('; ') || '—';
    const verdict = ofRow.every((record) => record.isMet) ? 'yes' : 'NO';
    return [row, ...databases.map(figureOn), [...new Set(ofRow.map((r) => r.target))].join('; '), verdict];
  });
  printTable(
    'Summary: issue 15’s rows measured in this run',
    ['row', ...databases.map((database) => `${database} figure`), 'target', 'met?'],
    rows,
  );
  if (drifts.length > 0) {
    printTable(
      'The bare anchor (Fastify hello world) before and after each scenario',
      ['scenario', 'database', 'anchor req/s before → after (drift)'],
      drifts.map((drift) => [drift.scenario, drift.database, drift.text]),
    );
  }
}
