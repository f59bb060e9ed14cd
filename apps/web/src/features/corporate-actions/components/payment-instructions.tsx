import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOstInstructions } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../corporate-actions.module.css';

type TLine = [TTranslationKey, string];

/** Transfer or cheque instructions the server computed for a balance to pay, and the last day. */
export function PaymentInstructions({ instructions }: { instructions: TOstInstructions }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { paiement } = instructions;
  const lines: TLine[] =
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
  const rows: TLine[] = [
    ['ost.instructions.amount', format.amount(paiement.montant, paiement.devise)],
    ...lines,
    ['ost.instructions.reference', paiement.reference],
    ['ost.instructions.deadline', format.date(instructions.dateLimite)],
  ];
  return (
    <section className={classes.section} aria-labelledby="ost-instructions" data-testid="ost-instructions">
      <Title order={3} size="h4" id="ost-instructions">
        {t('ost.instructions.title')} – {t(`ost.payment.mode.${paiement.modePaiement}`)}
      </Title>
      <dl className={classes.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={classes.fact}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
