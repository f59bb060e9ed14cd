import { Anchor, VisuallyHidden } from '@mantine/core';
import type { TOperationResume } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type TColumn } from '../../../components/data-table/data-table';
import { useFormat } from '../../../lib/format/use-format';
import { detailsHrefOf } from '../model/history-tabs';
import { AvisDownloadButton } from './avis-download-button';
import { CancelOrderButton } from './cancel-order-button';
import classes from './history.module.css';
import { StatusBadge } from './status-badge';

type TOperationTableProps = { operations: readonly TOperationResume[]; caption: string };

/**
 * The operations of one page. A table on wide content; on narrow content each row becomes a card
 * whose cells carry their column name (data-label), so nothing is lost at 360 px.
 */
export function OperationTable({ operations, caption }: TOperationTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: TColumn<TOperationResume>[] = [
    {
      key: 'date',
      label: t('history.column.date'),
      render: (operation) => format.date(operation.dateOperation),
    },
    {
      key: 'type',
      label: t('history.column.type'),
      render: (operation) => t(`register.operation.${operation.typeOperation}`),
    },
    { key: 'security', label: t('history.column.security'), render: (operation) => operation.valeLibe },
    {
      key: 'quantity',
      label: t('history.column.quantity'),
      numeric: true,
      render: (operation) => format.number(operation.quantite),
    },
    {
      key: 'price',
      label: t('history.column.price'),
      numeric: true,
      render: (operation) =>
        operation.prixUnitaire === null ? '—' : format.amount(operation.prixUnitaire, operation.devise),
    },
    {
      key: 'amount',
      label: t('history.column.amount'),
      numeric: true,
      render: (operation) => format.amount(operation.montantNet, operation.devise),
    },
    {
      key: 'status',
      label: t('history.column.status'),
      render: (operation) => <StatusBadge statut={operation.statut} />,
    },
    {
      key: 'actions',
      label: t('history.column.actions'),
      render: (operation) => (
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
      ),
    },
  ];
  return (
    <DataTable
      caption={caption}
      isCaptionHidden
      columns={columns}
      rows={operations}
      rowKey={(operation) => operation.idDemande}
      rowProps={(operation) => ({ 'data-testid': 'history-row', 'data-id': operation.idDemande })}
      testId="history-table"
    />
  );
}
