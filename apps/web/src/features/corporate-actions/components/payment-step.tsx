import { Radio, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import type { TAnswerDraft } from '../model/answer-draft';
import classes from '../corporate-actions.module.css';

/** Modes a balance is paid with until the operations area's card payment step is merged here. */
const MODES = ['VIREMENT', 'CHEQUE'] as const;

/**
 * Step 2: the balance the server computed for the chosen answer, and how it will be paid. The
 * instructions (account, reference, last day) are the server's and come with the confirmation.
 */
export function PaymentStep({
  amount,
  draft,
  onChange,
}: {
  amount: number;
  draft: TAnswerDraft;
  onChange: (draft: TAnswerDraft) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className={classes.section} aria-label={t('ost.step.payment')} data-testid="ost-payment-step">
      {amount > 0 ? (
        <>
          <Text fw={700} data-testid="ost-balance">
            {t('ost.payment.amount', { amount: format.amount(amount) })}
          </Text>
          <Radio.Group
            label={t('ost.payment.mode.label')}
            value={draft.modePaiement ?? ''}
            onChange={(mode) =>
              onChange({ ...draft, modePaiement: mode === 'CHEQUE' ? 'CHEQUE' : 'VIREMENT' })
            }
          >
            <div className={classes.options}>
              {MODES.map((mode) => (
                <Radio
                  key={mode}
                  value={mode}
                  label={t(`ost.payment.mode.${mode}`)}
                  data-testid={`ost-mode-${mode}`}
                />
              ))}
            </div>
          </Radio.Group>
          <Text size="sm">{t('ost.payment.mode.note')}</Text>
        </>
      ) : (
        <Text data-testid="ost-no-balance">{t('ost.payment.none')}</Text>
      )}
    </section>
  );
}
