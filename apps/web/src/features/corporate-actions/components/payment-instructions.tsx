import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPaymentInstructions } from '@nomina/domain';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../corporate-actions.module.css';

/** Transfer or cheque instructions computed by the server for a balance to pay. */
export function PaymentInstructions({ instructions }: { instructions: TPaymentInstructions }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lines: [string, string | null][] = [
    ['ost.instructions.amount', format.amount(instructions.montant)],
    ['ost.instructions.beneficiary', instructions.beneficiaire],
    ['ost.instructions.iban', instructions.iban],
    ['ost.instructions.bic', instructions.bic],
    ['ost.instructions.address', instructions.adresse],
    ['ost.instructions.reference', instructions.reference],
    ['ost.instructions.deadline', format.date(instructions.dateLimite)],
  ];
  return (
    <section className={classes.section} aria-labelledby="ost-instructions" data-testid="ost-instructions">
      <Title order={3} size="h4" id="ost-instructions">
        {t('ost.instructions.title')} – {t(`ost.payment.mode.${instructions.modePaiement}`)}
      </Title>
      <dl className={classes.facts}>
        {lines
          .filter((line): line is [string, string] => line[1] !== null)
          .map(([label, value]) => (
            <div key={label} className={classes.fact}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
