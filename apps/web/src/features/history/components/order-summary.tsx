import type { ReactNode } from 'react';
import type { TDetailOrdre } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import type { TTranslationKey } from '@nomina/translations/keys';
import { useFormat } from '../../../lib/format/use-format';
import classes from './history.module.css';
import { StatusBadge } from './status-badge';

/** Every field of an order's details as a list of terms and values; empty ones show a dash. */
export function OrderSummary({ order }: { order: TDetailOrdre }) {
  const { t } = useTranslation();
  const format = useFormat();
  const amount = (value: number | null) => (value === null ? '—' : format.amount(value, order.devise));
  const rows: [TTranslationKey, ReactNode][] = [
    ['history.details.reference', order.reference],
    ['history.column.type', t(`register.operation.${order.typeOperation}`)],
    ['history.column.security', order.valeLibe],
    ['history.column.status', <StatusBadge key="status" statut={order.statut} />],
    ['history.details.orderType', order.typeOrdre ? t(`register.typeOrdre.${order.typeOrdre}`) : '—'],
    ['history.details.limit', amount(order.coursLimite)],
    ['history.details.entered', format.dateTime(order.dateSaisie)],
    ['history.column.date', format.date(order.dateOperation)],
    ['history.details.validity', order.dateValidite ? format.date(order.dateValidite) : '—'],
    ['history.column.quantity', format.number(order.quantite)],
    ['history.details.executedQuantity', format.number(order.quantiteExecutee)],
    ['history.column.price', amount(order.prixUnitaire)],
    ['history.details.gross', amount(order.montantBrut)],
    ['history.details.fees', amount(order.frais)],
    ['history.details.taxes', amount(order.taxes)],
    ['history.column.amount', amount(order.montantNet)],
    ['history.details.payment', order.modePaiement ? t(`history.payment.${order.modePaiement}`) : '—'],
  ];
  return (
    <dl className={classes.summary} data-testid="order-summary">
      {rows.map(([label, value]) => (
        <div key={label} className={classes.summaryRow}>
          <dt>{t(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
