import { Text } from '@mantine/core';
import type { TOstAnswerDraft } from '@nomina/domain';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PaymentChoice } from '../../../components/payment/payment-choice';
import { usePaymentContext } from '../../../components/payment/use-payment-context';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../corporate-actions.module.css';

/**
 * Step 2: the balance the server computed for the chosen answer, and how it will be paid: the
 * shared payment choice (card up to CB_PLAFOND, open banking for the allowed bank countries,
 * transfer, cheque; a mode the account cannot use stays listed, disabled, with the reason).
 */
export function PaymentStep({ amount }: { amount: number }) {
  const { t } = useTranslation();
  const { control } = useFormContext<TOstAnswerDraft>();
  const { field } = useController({ control, name: 'modePaiement' });
  const format = useFormat();
  const context = usePaymentContext(amount);
  const isOnline = field.value === 'CB' || field.value === 'LINXO';
  return (
    <section className={classes.section} aria-label={t('ost.step.payment')} data-testid="ost-payment-step">
      {amount > 0 ? (
        <>
          <Text fw={700} data-testid="ost-balance">
            {t('ost.payment.amount', { amount: format.amount(amount) })}
          </Text>
          <PaymentChoice context={context} value={field.value} onChange={field.onChange} />
          <Text size="sm">{t(isOnline ? 'ost.payment.mode.noteOnline' : 'ost.payment.mode.note')}</Text>
        </>
      ) : (
        <Text data-testid="ost-no-balance">{t('ost.payment.none')}</Text>
      )}
    </section>
  );
}
