import type { TAvoirType } from '@nomina/domain';
import { Skeleton, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import { dashboardQueries } from '../api/dashboard-queries';
import { donutSegments } from '../model/donut';
import { DashboardCard } from './dashboard-card';
import { DonutChart } from './donut-chart';
import classes from './valuation.module.css';

const TYPE_CLASS: Record<TAvoirType, string> = {
  TITRES: classes.titres!,
  DROITS: classes.droits!,
  FONDS: classes.fonds!,
};

/** The holder's valuation in EUR and its split by type: a donut and the same figures as a table. */
export function ValuationCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const avoirs = useQuery(dashboardQueries.avoirs());
  const typeLabel: Record<TAvoirType, string> = {
    TITRES: t('dashboard.valuation.titres'),
    DROITS: t('dashboard.valuation.droits'),
    FONDS: t('dashboard.valuation.fonds'),
  };

  const data = avoirs.data;
  const segments = data
    ? donutSegments(data.repartition.map((part) => ({ key: part.type, value: part.montant })))
    : [];
  const shareOf = (type: TAvoirType) => segments.find((segment) => segment.key === type)?.share ?? 0;
  const chartLabel = data
    ? t('dashboard.valuation.chart', {
        parts: data.repartition
          .map((part) => `${typeLabel[part.type]} ${format.percent(shareOf(part.type))}`)
          .join(', '),
      })
    : '';

  return (
    <DashboardCard titleKey="dashboard.valuation.title" testId="valuation-card" wide>
      {avoirs.isPending ? <Skeleton height={136} aria-hidden /> : null}
      {avoirs.isError ? <Text role="alert">{t('dashboard.error.load')}</Text> : null}
      {data ? (
        <>
          <p className={classes.total} data-testid="valuation-total">
            {format.amount(data.total, data.devise)}
          </p>
          <Text size="sm" c="dimmed">
            {t('dashboard.valuation.date', { date: format.date(data.dateValorisation) })}
          </Text>
          {data.total > 0 ? (
            <div className={classes.body}>
              <DonutChart segments={segments} classOf={(type) => TYPE_CLASS[type]} label={chartLabel} />
              <Table className={classes.legend} data-testid="valuation-legend">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('dashboard.valuation.type')}</Table.Th>
                    <Table.Th scope="col" className={classes.number}>
                      {t('dashboard.valuation.amount')}
                    </Table.Th>
                    <Table.Th scope="col" className={classes.number}>
                      {t('dashboard.valuation.share')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.repartition.map((part) => (
                    <Table.Tr key={part.type} data-type={part.type}>
                      <Table.Th scope="row">
                        <span className={`${classes.swatch} ${TYPE_CLASS[part.type]}`} aria-hidden />
                        {typeLabel[part.type]}
                      </Table.Th>
                      <Table.Td className={classes.number}>
                        {format.amount(part.montant, data.devise)}
                      </Table.Td>
                      <Table.Td className={classes.number}>{format.percent(shareOf(part.type))}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          ) : (
            <Text>{t('dashboard.valuation.empty')}</Text>
          )}
        </>
      ) : null}
    </DashboardCard>
  );
}
