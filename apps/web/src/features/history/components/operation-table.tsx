import { Anchor, VisuallyHidden } from '@mantine/core';
import type { TOperationResume } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format/use-format';
import { detailsHrefOf } from '../model/history-tabs';
import { AvisDownloadButton } from './avis-download-button';
import { CancelOrderButton } from './cancel-order-button';
import classes from './history.module.css';
import { TableHead } from './table-head';
import { StatusBadge } from './status-badge';

type TOperationTableProps = { operations: readonly TOperationResume[]; caption: string };

/**
 * The operations of one page. A table on wide screens; below 768 px each row becomes a card
 * whose cells carry their column name (data-label), so nothing is lost at 360 px.
 */
export function OperationTable({ operations, caption }: TOperationTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = {
    date: t('history.column.date'),
    type: t('history.column.type'),
    security: t('history.column.security'),
    quantity: t('history.column.quantity'),
    price: t('history.column.price'),
    amount: t('history.column.amount'),
    status: t('history.column.status'),
    actions: t('history.column.actions'),
  };
  return (
    <table className={classes.table} data-testid="history-table">
      <caption className={classes.caption}>{caption}</caption>
      <TableHead columns={columns} />
      <tbody>
        {operations.map((operation) => (
          <tr key={operation.idDemande} data-testid="history-row" data-id={operation.idDemande}>
            <td data-label={columns.date}>{format.date(operation.dateOperation)}</td>
            <td data-label={columns.type}>{t(`register.operation.${operation.typeOperation}`)}</td>
            <td data-label={columns.security}>{operation.valeLibe}</td>
            <td data-label={columns.quantity} className={classes.number}>
              {format.number(operation.quantite)}
            </td>
            <td data-label={columns.price} className={classes.number}>
              {operation.prixUnitaire === null
                ? '—'
                : format.amount(operation.prixUnitaire, operation.devise)}
            </td>
            <td data-label={columns.amount} className={classes.number}>
              {format.amount(operation.montantNet, operation.devise)}
            </td>
            <td data-label={columns.status}>
              <StatusBadge statut={operation.statut} />
            </td>
            <td data-label={columns.actions}>
              <div className={classes.rowActions}>
                <Anchor component={Link} to={detailsHrefOf(operation)} size="sm">
                  {t('history.action.details')}
                  <VisuallyHidden> {operation.reference}</VisuallyHidden>
                </Anchor>
                {operation.codeAvis ? (
                  <AvisDownloadButton codeAvis={operation.codeAvis} reference={operation.reference} />
                ) : null}
                {operation.annulable ? <CancelOrderButton operation={operation} /> : null}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
