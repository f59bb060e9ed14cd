import { Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import { usePayments } from '../api/get-payments';
import classes from './history.module.css';
import { TableHead } from './table-head';

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
  const columns = {
    date: t('history.payments.date'),
    mode: t('history.payments.mode'),
    amount: t('history.payments.amount'),
    status: t('history.payments.status'),
    refund: t('history.payments.refundColumn'),
  };
  return (
    <section className={classes.executions} aria-labelledby="payments-title">
      <Title order={2} id="payments-title" size="h3">
        {t('history.payments.title')}
      </Title>
      <table className={classes.table} data-testid="payments-table">
        <TableHead columns={columns} />
        <tbody>
          {payments.data.paiements.map((payment) => (
            <tr key={payment.dateCreation}>
              <td data-label={columns.date}>
                {format.dateTime(payment.dateConfirmation ?? payment.dateCreation)}
              </td>
              <td data-label={columns.mode}>{t(`history.payment.${payment.provider}`)}</td>
              <td data-label={columns.amount} className={classes.number}>
                {format.amount(payment.montant, payment.devise)}
              </td>
              <td data-label={columns.status}>{t(`history.payments.statut.${payment.statut}`)}</td>
              <td data-label={columns.refund}>
                {payment.remboursement ? (
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
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
