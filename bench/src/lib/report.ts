// Plain-text tables and target lines for the benchmark output.
import type { LoadFigures } from './load.js';

export function printTable(title: string, headers: string[], rows: string[][]): void {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(`\n${title}`);
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** A figure beside its target, with a clear verdict. Benchmarks never fail the run. */
export function printTarget(label: string, figure: string, target: string, isMet: boolean): void {
  console.log(`${isMet ? 'MET   ' : 'MISSED'}  ${label}: ${figure} (target ${target})`);
}

export const formatNumber = (value: number, digits = 0) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Load figures of several endpoints beside the bare server's, as a table with the ratio to bare. */
export function printLoadTable(title: string, rows: Array<[string, LoadFigures]>, bare: LoadFigures): void {
  printTable(
    title,
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
}

/** The value below which `share` (0–1) of the values fall: the nearest rank, on a sorted copy. */
export const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

export const median = (values: number[]) => percentile(values, 0.5);
