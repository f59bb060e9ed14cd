import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOstInstructions } from '@nomina/domain';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../corporate-actions.module.css';

/** Transfer or cheque instructions the server computed for a balance to pay, and the last day. */
export function PaymentInstructions({ instructions }: { instructions: TOstInstructions }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { paiement } = instructions;
  const lines: [string, string][] =
    paiement.modePaiement === 'VIREMENT'
      ? [
          ['ost.instructions.beneficiary', paiement.beneficiaire],
          ['ost.instructions.iban', paiement.iban],
          ['ost.instructions.bic', paiement.bic],
        ]
      : [
          ['ost.instructions.beneficiary', paiement.ordre],
          ['ost.instructions.address', paiement.adresse.join(', ')],
        ];
  return (
    <section className={classes.section} aria-labelledby="ost-instructions" data-testid="ost-instructions">
      <Title order={3} size="h4" id="ost-instructions">
        {t('ost.instructions.title')} – {t(`ost.payment.mode.${paiement.modePaiement}`)}
      </Title>
      <dl className={classes.facts}>
        {[
          ['ost.instructions.amount', format.amount(paiement.montant, paiement.devise)] as [string, string],
          ...lines,
          ['ost.instructions.reference', paiement.reference] as [string, string],
          ['ost.instructions.deadline', format.date(instructions.dateLimite)] as [string, string],
        ].map(([label, value]) => (
          <div key={label} className={classes.fact}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
