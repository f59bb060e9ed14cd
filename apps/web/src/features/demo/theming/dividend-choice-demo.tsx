import { Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../demo.module.css';
import { computeDividendOptions } from '@nomina/domain';
import { DEMO_DIVIDEND_SAMPLE } from '../showcase/formula-options';

/** The dividend choice (cash or shares) on the static sample of the demo pages. */
export function DividendChoiceDemo() {
  const { t } = useTranslation();
  const format = useFormat();
  const [choice, setChoice] = useState('cash');
  const [shares] = computeDividendOptions(DEMO_DIVIDEND_SAMPLE);
  if (!shares) return null;
  return (
    <section className={classes.section} aria-labelledby="demo-dividend">
      <Title order={2} size="h3" id="demo-dividend">
        {t('demo.dividend.title')}
      </Title>
      <Radio.Group value={choice} onChange={setChoice} label={t('demo.dividend.label')}>
        <Stack gap="xs" mt="xs">
          <Radio
            value="cash"
            label={t('demo.dividend.cash', { amount: format.amount(shares.dividendsToReinvest) })}
          />
          <Radio
            value="shares"
            label={t('demo.dividend.shares', {
              count: format.number(shares.sharesSubscribed, 0),
              balance: format.amount(shares.cashBalance ?? 0),
            })}
          />
        </Stack>
      </Radio.Group>
      <Text role="status">
        {t(choice === 'cash' ? 'demo.dividend.chosen.cash' : 'demo.dividend.chosen.shares')}
      </Text>
    </section>
  );
}
