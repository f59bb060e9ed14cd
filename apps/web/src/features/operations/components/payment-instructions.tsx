import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TInstructionsPaiement } from '@nomina/domain';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../operations.module.css';

/** How to pay a transfer (the registrar's IBAN and the reference to quote) or a cheque (payee, address). */
export function PaymentInstructions({ instructions }: { instructions: TInstructionsPaiement }) {
  const { t } = useTranslation();
  const format = useFormat();
  const amount = format.amount(instructions.montant, instructions.devise);
  return (
    <section aria-labelledby="instructions-title" data-testid="payment-instructions">
      <Title order={3} id="instructions-title">
        {t(`operations.instructions.title.${instructions.modePaiement}`)}
      </Title>
      <dl className={classes.facts}>
        <div>
          <dt>{t('operations.instructions.montant')}</dt>
          <dd>{amount}</dd>
        </div>
        {instructions.modePaiement === 'VIREMENT' ? (
          <>
            <div>
              <dt>{t('operations.instructions.beneficiaire')}</dt>
              <dd>{instructions.beneficiaire}</dd>
            </div>
            <div>
              <dt>{t('operations.instructions.iban')}</dt>
              <dd className={classes.reference} data-testid="instructions-iban">
                {instructions.iban}
              </dd>
            </div>
            <div>
              <dt>{t('operations.instructions.bic')}</dt>
              <dd className={classes.reference}>{instructions.bic}</dd>
            </div>
          </>
        ) : (
          <>
            <div>
              <dt>{t('operations.instructions.ordre')}</dt>
              <dd data-testid="instructions-payee">{instructions.ordre}</dd>
            </div>
            <div>
              <dt>{t('operations.instructions.adresse')}</dt>
              <dd>
                {instructions.adresse.map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('operations.instructions.reference')}</dt>
          <dd className={classes.reference} data-testid="instructions-reference">
            {instructions.reference}
          </dd>
        </div>
      </dl>
    </section>
  );
}
