import type { ReactNode } from 'react';
import classes from './data-table.module.css';

export type TColumn<TRow> = {
  key: string;
  /** Translated header, also written before the value when rows become cards on phones. */
  label: string;
  numeric?: boolean;
  /** The header is read by assistive technology only (a column of buttons that name themselves). */
  isLabelHidden?: boolean;
  render: (row: TRow) => ReactNode;
};

/** What a row carries besides its cells: the test hooks it is found by, a state class. */
type TRowProps = { 'data-testid'?: string; 'data-id'?: string; className?: string };

/**
 * The table's accessible name: its own caption (shown, or read by assistive technology only when a
 * heading nearby already says it), or the id of the heading that names it.
 */
type TTableName =
  | { caption: string; isCaptionHidden?: boolean; labelledBy?: never }
  | { caption?: never; isCaptionHidden?: never; labelledBy: string };

type TDataTableProps<TRow> = TTableName & {
  columns: TColumn<TRow>[];
  rows: readonly TRow[];
  /** A key unique in the table; the index is there for lines with nothing unique of their own. */
  rowKey: (row: TRow, index: number) => string | number;
  rowProps?: (row: TRow) => TRowProps;
  /** The one row shown when there are none (nothing filed yet). */
  empty?: string;
  /** A closing row (the total): its label and the value under the last column. */
  total?: { label: string; value: ReactNode };
  testId?: string;
};

/**
 * A table of lines (the portfolio's, the profile's documents and changes, the history's operations,
 * executions and payments, the quotes, the exercisable grants): a real table on wide screens, one
 * stacked card per line below 60rem of content (each value after its column name), so no width from
 * a phone to a laptop with the menu open scrolls sideways or breaks a header inside its words.
 */
export function DataTable<TRow>({
  caption,
  isCaptionHidden = false,
  labelledBy,
  columns,
  rows,
  rowKey,
  rowProps,
  empty,
  total,
  testId,
}: TDataTableProps<TRow>) {
  const cellClass = (numeric?: boolean) => (numeric ? `${classes.cell} ${classes.numeric}` : classes.cell);
  return (
    <table className={classes.table} data-testid={testId} aria-labelledby={labelledBy}>
      {caption === undefined ? null : (
        <caption className={isCaptionHidden ? classes.visuallyHidden : classes.caption}>{caption}</caption>
      )}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={cellClass(column.numeric)}>
              {column.isLabelHidden ? (
                <span className={classes.visuallyHidden}>{column.label}</span>
              ) : (
                column.label
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const { className, ...hooks } = rowProps?.(row) ?? {};
          return (
            <tr
              key={rowKey(row, index)}
              className={className ? `${classes.row} ${className}` : classes.row}
              {...hooks}
            >
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column.numeric)} data-label={column.label}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          );
        })}
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
