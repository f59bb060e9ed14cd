import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../demo.module.css';
import { computeFormulaOptions, DEMO_DIVIDEND_SAMPLE, type TFormulaOption } from './formula-options';

type TRow = { label: string; value: (option: TFormulaOption) => number | null; isCount?: boolean };

/** The rows of spec 3 §2 Demo pages, in its order. */
const ROWS: TRow[] = [
  { label: 'demo.formula.row.reinvest', value: (option) => option.dividendsToReinvest },
  { label: 'demo.formula.row.shares', value: (option) => option.sharesSubscribed, isCount: true },
  { label: 'demo.formula.row.amount', value: (option) => option.subscriptionAmount },
  { label: 'demo.formula.row.cash', value: (option) => option.cashBalance },
  { label: 'demo.formula.row.toPay', value: (option) => option.balanceToPay },
  { label: 'demo.formula.row.tax', value: (option) => option.withholdingTax },
  { label: 'demo.formula.row.balance', value: (option) => option.subscriptionBalance },
];

/** The pension-plan-style comparison of three reinvestment formulas; empty cells show a dash. */
export function FormulaTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const options = computeFormulaOptions(DEMO_DIVIDEND_SAMPLE);
  const show = (row: TRow, option: TFormulaOption) => {
    const value = row.value(option);
    if (value === null) return '—';
    return row.isCount ? format.number(value, 0) : format.amount(value);
  };
  return (
    <section className={classes.section} aria-labelledby="demo-formula">
      <Title order={2} size="h3" id="demo-formula">
        {t('demo.formula.title')}
      </Title>
      <p className={classes.message}>
        {t('demo.formula.sample', {
          shares: format.number(DEMO_DIVIDEND_SAMPLE.shares, 0),
          dividend: format.amount(DEMO_DIVIDEND_SAMPLE.grossDividendPerShare),
          price: format.amount(DEMO_DIVIDEND_SAMPLE.subscriptionPrice),
        })}
      </p>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder data-testid="formula-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Td />
              {options.map((option) => (
                <Table.Th key={option.title} scope="col" className={classes.numeric}>
                  <span className={classes.optionTitle}>{t(option.title)}</span>
                  <span className={classes.optionSubtitle}>{t(option.subtitle)}</span>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ROWS.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row">{t(row.label)}</Table.Th>
                {options.map((option) => (
                  <Table.Td key={option.title} className={classes.numeric}>
                    {show(row, option)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
