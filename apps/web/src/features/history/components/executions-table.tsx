import { Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/feedback/empty-state';
import { useExecutions } from '../api/get-executions';
import { useFormat } from '../../../lib/format/use-format';
import classes from './history.module.css';
import { TableHead } from './table-head';

type TExecutionsTableProps = { order: { reference: string; idDemande: string; devise: string } };

/** The broker's executions of an order (external execution/details). */
export function ExecutionsTable({ order }: TExecutionsTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const executions = useExecutions(order);
  const columns = {
    date: t('history.execution.date'),
    quantity: t('history.column.quantity'),
    price: t('history.execution.price'),
    amount: t('history.execution.amount'),
    venue: t('history.execution.venue'),
  };
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
        <table className={classes.table} data-testid="executions-table">
          <TableHead columns={columns} />
          <tbody>
            {executions.data.executions.map((execution, index) => (
              <tr key={`${execution.dateExecution}-${index}`}>
                <td data-label={columns.date}>{format.dateTime(execution.dateExecution)}</td>
                <td data-label={columns.quantity} className={classes.number}>
                  {format.number(execution.quantite)}
                </td>
                <td data-label={columns.price} className={classes.number}>
                  {format.amount(execution.cours, order.devise)}
                </td>
                <td data-label={columns.amount} className={classes.number}>
                  {format.amount(execution.montant, order.devise)}
                </td>
                <td data-label={columns.venue}>{execution.lieuExecution}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
