import type { ReactNode } from 'react';
import classes from './data-table.module.css';

export type TColumn<TRow> = {
  key: string;
  /** Translated header, also written before the value when rows become cards on phones. */
  label: string;
  numeric?: boolean;
  render: (row: TRow) => ReactNode;
};

type TDataTableProps<TRow> = {
  caption: string;
  columns: TColumn<TRow>[];
  rows: readonly TRow[];
  rowKey: (row: TRow) => string | number;
  /** The one row shown when there are none (nothing filed yet). */
  empty?: string;
  /** A closing row (the total): its label and the value under the last column. */
  total?: { label: string; value: ReactNode };
  testId?: string;
};

/**
 * A table of lines (the portfolio's, the profile's documents and changes): a real table on wide
 * screens, one stacked card per line below 60rem of content (each value after its column name), so
 * no width from a phone to a laptop with the menu open scrolls sideways or breaks a header inside
 * its words.
 */
export function DataTable<TRow>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  total,
  testId,
}: TDataTableProps<TRow>) {
  const cellClass = (numeric?: boolean) => (numeric ? `${classes.cell} ${classes.numeric}` : classes.cell);
  return (
    <table className={classes.table} data-testid={testId}>
      <caption className={classes.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={cellClass(column.numeric)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={classes.row}>
            {columns.map((column) => (
              <td key={column.key} className={cellClass(column.numeric)} data-label={column.label}>
                {column.render(row)}
              </td>
            ))}
          </tr>
        ))}
        {rows.length === 0 && empty ? (
          <tr className={classes.row}>
            <td className={classes.cell} colSpan={columns.length}>
              {empty}
            </td>
          </tr>
        ) : null}
      </tbody>
      {total ? (
        <tfoot>
          <tr className={classes.totalRow}>
            <th scope="row" colSpan={columns.length - 1} className={classes.cell}>
              {total.label}
            </th>
            <td className={cellClass(true)} data-label={total.label}>
              {total.value}
            </td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
