import { Radio, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TModePaiement } from '@nomina/domain';
import { useFormat } from '../../lib/format/use-format';
import { paymentModes, type TPaymentContext } from './payment-modes';
import classes from './payment.module.css';

/**
 * The payment step's choice (spec 3 §3 Payment mode): card, open banking, transfer, cheque. A
 * mode the order cannot use stays listed, disabled, with the reason.
 */
export function PaymentChoice({
  context,
  value,
  onChange,
  error,
  inputRef,
}: {
  context: TPaymentContext;
  value: TModePaiement | null;
  onChange: (mode: TModePaiement) => void;
  error?: string | undefined;
  /** Given to the first mode that can be chosen, so a form can focus the choice (a field's ref). */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const plafond = context.cbPlafond === null ? '' : format.amount(context.cbPlafond);
  const modes = paymentModes(context);
  const firstOpen = modes.find(({ refusal }) => refusal === null)?.mode;
  return (
    <Radio.Group
      label={t('operations.payment.mode.label')}
      value={value ?? ''}
      onChange={(mode) => onChange(mode as TModePaiement)}
      error={error}
      withAsterisk
    >
      <div className={classes.choices}>
        {modes.map(({ mode, refusal }) => (
          <Radio
            key={mode}
            ref={mode === firstOpen ? inputRef : undefined}
            value={mode}
            disabled={refusal !== null}
            label={t(`operations.payment.mode.${mode}`)}
            description={
              refusal ? (
                <Text span size="sm" c="dimmed">
                  {t(refusal, { plafond })}
                </Text>
              ) : (
                t(`operations.payment.mode.${mode}.help`, { plafond })
              )
            }
            data-testid={`payment-mode-${mode}`}
          />
        ))}
      </div>
    </Radio.Group>
  );
}
