import { RingProgress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '../identity-check.module.css';

/** The analysis under way (spec 2 §4 step 7): a ring filling with the time spent, announced politely. */
export function AnalysingView({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <div className={classes.center} role="status" aria-live="polite">
      <RingProgress
        size={140}
        thickness={12}
        sections={[{ value: percent, color: 'blue' }]}
        label={<Text ta="center">{Math.round(percent)} %</Text>}
      />
      <Text>{t('idcheck.analysing')}</Text>
    </div>
  );
}
