import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOstEvent } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../corporate-actions.module.css';

type TResult = TOstEvent['optionsSouscription'][number];
type TRow = { label: TTranslationKey; value: (result: TResult) => number; isCount?: boolean };

const ROWS: TRow[] = [
  { label: 'ost.ak.row.newShares', value: (result) => result.newShares, isCount: true },
  { label: 'ost.ak.row.rightsUsed', value: (result) => result.rightsUsed, isCount: true },
  { label: 'ost.ak.row.rightsBought', value: (result) => result.rightsBought, isCount: true },
  { label: 'ost.ak.row.rightsSold', value: (result) => result.rightsSold, isCount: true },
  { label: 'ost.ak.row.rightsUnused', value: (result) => result.rightsUnused, isCount: true },
  { label: 'ost.ak.row.subscriptionAmount', value: (result) => result.subscriptionAmount },
  { label: 'ost.ak.row.rightsCost', value: (result) => result.rightsCost },
  { label: 'ost.ak.row.rightsProceeds', value: (result) => result.rightsProceeds },
  { label: 'ost.ak.row.amountToPay', value: (result) => result.amountToPay },
  { label: 'ost.ak.row.cashBalance', value: (result) => result.cashBalance },
];

/** The capital increase's offer options (lower, higher, mixed) side by side; a zero shows a dash. */
export function SubscriptionTable({ results }: { results: readonly TResult[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const show = (row: TRow, result: TResult) => {
    const value = row.value(result);
    if (value === 0) return '—';
    return row.isCount ? format.number(value, 0) : format.amount(value);
  };
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped withTableBorder data-testid="subscription-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Td />
            {results.map((result) => (
              <Table.Th
                key={result.option}
                scope="col"
                className={classes.numeric}
                data-option={result.option}
              >
                <span className={classes.optionTitle}>{t(`ost.ak.option.${result.option}`)}</span>
                <span className={classes.optionSubtitle}>{t(`ost.ak.option.${result.option}.subtitle`)}</span>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row">{t(row.label)}</Table.Th>
              {results.map((result) => (
                <Table.Td key={result.option} className={classes.numeric} data-option={result.option}>
                  {show(row, result)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
