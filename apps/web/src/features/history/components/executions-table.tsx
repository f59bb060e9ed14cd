import { Skeleton, Text, Title } from '@mantine/core';
import type { TExecution } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data-table/data-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { useExecutions } from '../api/get-executions';
import { useFormat } from '../../../lib/format/use-format';
import classes from './history.module.css';

type TExecutionsTableProps = { order: { reference: string; idDemande: string; devise: string } };

/** The broker's executions of an order (external execution/details). */
export function ExecutionsTable({ order }: TExecutionsTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const executions = useExecutions(order);
  const columns: TColumn<TExecution>[] = [
    {
      key: 'date',
      label: t('history.execution.date'),
      render: (execution) => format.dateTime(execution.dateExecution),
    },
    {
      key: 'quantity',
      label: t('history.column.quantity'),
      numeric: true,
      render: (execution) => format.number(execution.quantite),
    },
    {
      key: 'price',
      label: t('history.execution.price'),
      numeric: true,
      render: (execution) => format.amount(execution.cours, order.devise),
    },
    {
      key: 'amount',
      label: t('history.execution.amount'),
      numeric: true,
      render: (execution) => format.amount(execution.montant, order.devise),
    },
    { key: 'venue', label: t('history.execution.venue'), render: (execution) => execution.lieuExecution },
  ];
  return (
    <section className={classes.executions} aria-labelledby="executions-title">
      <Title order={2} id="executions-title" size="h3">
        {t('history.execution.title')}
      </Title>
      {executions.isError ? <Text c="red.8">{t('history.error.loading')}</Text> : null}
      {executions.isPending ? <Skeleton height={80} aria-hidden /> : null}
      {executions.data?.executions.length === 0 ? (
        <EmptyState illustration="history" testId="executions-empty" isCompact>
          <Text>{t('history.execution.none')}</Text>
        </EmptyState>
      ) : null}
      {executions.data && executions.data.executions.length > 0 ? (
        <DataTable
          labelledBy="executions-title"
          columns={columns}
          rows={executions.data.executions}
          rowKey={(execution, index) => `${execution.dateExecution}-${index}`}
          testId="executions-table"
        />
      ) : null}
    </section>
  );
}
