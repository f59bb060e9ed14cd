import { Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useExecutions } from '../api/get-executions';
import { formatAmount, formatDateTime, formatNumber } from '../../../lib/format/format';
import { useLanguage } from '../model/use-language';
import classes from './history.module.css';

type TExecutionsTableProps = { order: { reference: string; idDemande: string; devise: string } };

/** The broker's executions of an order (external execution/details). */
export function ExecutionsTable({ order }: TExecutionsTableProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
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
      {executions.data?.executions.length === 0 ? <Text>{t('history.execution.none')}</Text> : null}
      {executions.data && executions.data.executions.length > 0 ? (
        <table className={classes.table} data-testid="executions-table">
          <thead>
            <tr>
              {Object.entries(columns).map(([name, label]) => (
                <th key={name} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {executions.data.executions.map((execution, index) => (
              <tr key={`${execution.dateExecution}-${index}`}>
                <td data-label={columns.date}>{formatDateTime(execution.dateExecution, lang)}</td>
                <td data-label={columns.quantity} className={classes.number}>
                  {formatNumber(execution.quantite, lang)}
                </td>
                <td data-label={columns.price} className={classes.number}>
                  {formatAmount(execution.cours, lang, order.devise)}
                </td>
                <td data-label={columns.amount} className={classes.number}>
                  {formatAmount(execution.montant, lang, order.devise)}
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
