import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { computeDividendOptions } from '@nomina/domain';
import { FormulaTable as OptionsTable } from '../../../components/formula-table/formula-table';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../demo.module.css';
import { DEMO_DIVIDEND_SAMPLE } from './formula-options';

/** The showcase's three-option formula table on the static sample (the corporate actions use the same table). */
export function FormulaTable() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className={classes.section} aria-labelledby="demo-formula">
      <Title order={2} size="h3" id="demo-formula">
        {t('demo.formula.title')}
      </Title>
      <p className={classes.message}>
        {t('demo.formula.sample', {
          shares: format.number(DEMO_DIVIDEND_SAMPLE.shares, 0),
          dividend: format.amount(Number(DEMO_DIVIDEND_SAMPLE.dividendPerShare)),
          price: format.amount(Number(DEMO_DIVIDEND_SAMPLE.reinvestmentPrice)),
        })}
      </p>
      <OptionsTable columns={computeDividendOptions(DEMO_DIVIDEND_SAMPLE)} />
    </section>
  );
}
