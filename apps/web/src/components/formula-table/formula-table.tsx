import { Table } from '@mantine/core';
import type { TTranslationKey } from '@nomina/translations/keys';
import { useTranslation } from 'react-i18next';
import { DIVIDEND_OPTION_LABELS, type TDividendOption, type TFormulaColumn } from '@nomina/domain';
import { useFormat } from '../../lib/format/use-format';
import classes from './formula-table.module.css';

type TRow = { label: TTranslationKey; value: (column: TFormulaColumn) => number | null; isCount?: boolean };

/** The rows of spec 3 §2 (the showcase's formula table), in its order. */
const ROWS: TRow[] = [
  { label: 'demo.formula.row.reinvest', value: (column) => column.dividendsToReinvest },
  { label: 'demo.formula.row.shares', value: (column) => column.sharesSubscribed, isCount: true },
  { label: 'demo.formula.row.amount', value: (column) => column.subscriptionAmount },
  { label: 'demo.formula.row.cash', value: (column) => column.cashBalance },
  { label: 'demo.formula.row.toPay', value: (column) => column.balanceToPay },
  { label: 'demo.formula.row.tax', value: (column) => column.withholdingTax },
  { label: 'demo.formula.row.balance', value: (column) => column.subscriptionBalance },
];

/**
 * The side-by-side comparison of dividend reinvestment options (spec 3 §2): one column per option
 * with its title and subtitle, one row per figure; empty cells show a dash. The figures come from
 * the domain's computation (the demo's sample, or the holder's own position).
 */
export function FormulaTable({
  columns,
  caption,
  selected = null,
}: {
  columns: readonly TFormulaColumn[];
  caption?: string;
  selected?: TDividendOption | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const show = (row: TRow, column: TFormulaColumn) => {
    const value = row.value(column);
    if (value === null) return '—';
    return row.isCount ? format.number(value, 0) : format.amount(value);
  };
  const cellClass = (column: TFormulaColumn) =>
    column.option === selected ? `${classes.numeric} ${classes.selected}` : classes.numeric;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder data-testid="formula-table">
        {caption ? <Table.Caption>{caption}</Table.Caption> : null}
        <Table.Thead>
          <Table.Tr>
            <Table.Td />
            {columns.map((column) => (
              <Table.Th
                key={column.option}
                scope="col"
                className={cellClass(column)}
                data-option={column.option}
              >
                <span className={classes.optionTitle}>{t(DIVIDEND_OPTION_LABELS[column.option].title)}</span>
                <span className={classes.optionSubtitle}>
                  {t(DIVIDEND_OPTION_LABELS[column.option].subtitle)}
                </span>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row">{t(row.label)}</Table.Th>
              {columns.map((column) => (
                <Table.Td key={column.option} className={cellClass(column)} data-option={column.option}>
                  {show(row, column)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
