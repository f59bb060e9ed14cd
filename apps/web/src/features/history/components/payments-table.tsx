import { Skeleton, Text, Title } from '@mantine/core';
import type { TPaymentLine } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data-table/data-table';
import { useFormat } from '../../../lib/format/use-format';
import { usePayments } from '../api/get-payments';
import classes from './history.module.css';

/**
 * The card and open-banking payments of an order, each with its refund when the money went back
 * (order closed before the payment arrived, paid twice, paid order cancelled or expired), or the
 * part of it a buy did not cost (closed after a partial fill, executed below its limit), said as
 * a partial refund of the amount charged.
 * Nothing is shown for an order without an on-line payment.
 */
export function PaymentsTable({ idDemande }: { idDemande: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const payments = usePayments(idDemande);
  if (payments.isPending) return <Skeleton height={60} aria-hidden />;
  if (payments.isError)
    return (
      <Text c="red.8" role="alert">
        {t('history.error.loading')}
      </Text>
    );
  if (payments.data.paiements.length === 0) return null;
  const columns: TColumn<TPaymentLine>[] = [
    {
      key: 'date',
      label: t('history.payments.date'),
      render: (payment) => format.dateTime(payment.dateConfirmation ?? payment.dateCreation),
    },
    {
      key: 'mode',
      label: t('history.payments.mode'),
      render: (payment) => t(`history.payment.${payment.provider}`),
    },
    {
      key: 'amount',
      label: t('history.payments.amount'),
      numeric: true,
      render: (payment) => format.amount(payment.montant, payment.devise),
    },
    {
      key: 'status',
      label: t('history.payments.status'),
      render: (payment) => t(`history.payments.statut.${payment.statut}`),
    },
    {
      key: 'refund',
      label: t('history.payments.refundColumn'),
      render: (payment) =>
        payment.remboursement ? (
          <>
            {t(`history.payments.refund.${payment.remboursement.statut}`, {
              amount: format.amount(payment.remboursement.montant, payment.devise),
              date: payment.remboursement.dateRemboursement
                ? format.dateTime(payment.remboursement.dateRemboursement)
                : '',
            })}
            {payment.remboursement.montant < payment.montant ? (
              <Text size="sm" data-testid="partial-refund">
                {t('history.payments.refund.partial', {
                  amount: format.amount(payment.remboursement.montant, payment.devise),
                  paid: format.amount(payment.montant, payment.devise),
                })}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {t(`history.payments.reason.${payment.remboursement.motif}`)}
            </Text>
          </>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <section className={classes.executions} aria-labelledby="payments-title">
      <Title order={2} id="payments-title" size="h3">
        {t('history.payments.title')}
      </Title>
      <DataTable
        labelledBy="payments-title"
        columns={columns}
        rows={payments.data.paiements}
        rowKey={(payment) => payment.dateCreation}
        testId="payments-table"
      />
    </section>
  );
}
