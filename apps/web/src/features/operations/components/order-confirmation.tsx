import { Alert, Anchor, Button, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  PAYMENT_CONFIRMATION_TITLES,
  type TInstructionsPaiement,
  type TModePaiement,
  type TOperationStatut,
  type TOrderNature,
  type TStatutPaiement,
} from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../operations.module.css';
import { PaymentInstructions } from './payment-instructions';

/** What the confirmation screen shows of a recorded order. */
export type TConfirmedOrder = {
  refDemande: string;
  idDemande: string;
  natureDemande: TOrderNature;
  statut: TOperationStatut;
  statutPaiement: TStatutPaiement;
  modePaiement: TModePaiement | null;
  montantNet: number;
  /** Placed on a working day before the order window closed; unknown after a payment return. */
  inBusinessDay?: boolean | undefined;
  /** The provider accepted the card payment under review. */
  supervised?: boolean | undefined;
  instructionsPaiement: TInstructionsPaiement | null;
};

const PAYING: readonly TOrderNature[] = ['ACHAT_TITRE', 'LEVEE_SIMPLE'];

function titleOf(order: TConfirmedOrder): TTranslationKey {
  if (PAYING.includes(order.natureDemande) && order.modePaiement)
    return PAYMENT_CONFIRMATION_TITLES[order.modePaiement];
  return `operations.confirmation.title.${order.natureDemande}`;
}

/** The last step of every flow: the request reference, its status, and what happens next. */
export function OrderConfirmation({ order, onRestart }: { order: TConfirmedOrder; onRestart: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const isProceeds = !PAYING.includes(order.natureDemande);
  return (
    <section
      className={classes.section}
      aria-labelledby="confirmation-title"
      data-testid="order-confirmation"
    >
      <Title order={2} id="confirmation-title">
        {t(titleOf(order))}
      </Title>
      <Alert color="green">
        <Text span data-testid="confirmation-text">
          {t('operations.confirmation.text', { refDemande: order.refDemande })}
        </Text>
      </Alert>
      <dl className={classes.facts}>
        <div>
          <dt>{t('operations.confirmation.refDemande')}</dt>
          <dd className={classes.reference} data-testid="confirmation-ref">
            {order.refDemande}
          </dd>
        </div>
        <div>
          <dt>{t('operations.confirmation.statut')}</dt>
          <dd data-testid="confirmation-statut">{t(`register.statut.${order.statut}`)}</dd>
        </div>
        <div>
          <dt>{t(isProceeds ? 'operations.simulation.net.proceeds' : 'operations.simulation.net.pay')}</dt>
          <dd>{format.amount(order.montantNet)}</dd>
        </div>
        {order.modePaiement ? (
          <div>
            <dt>{t('operations.payment.mode.label')}</dt>
            <dd>{t(`operations.payment.mode.${order.modePaiement}`)}</dd>
          </div>
        ) : null}
        {PAYING.includes(order.natureDemande) ? (
          <div>
            <dt>{t('operations.confirmation.statutPaiement')}</dt>
            <dd data-testid="confirmation-paiement">
              {t(`operations.statutPaiement.${order.statutPaiement}`)}
            </dd>
          </div>
        ) : null}
      </dl>
      {order.supervised ? <Alert color="yellow">{t('operations.confirmation.supervised')}</Alert> : null}
      {order.inBusinessDay === false ? <Alert>{t('operations.confirmation.nextBusinessDay')}</Alert> : null}
      {order.instructionsPaiement ? <PaymentInstructions instructions={order.instructionsPaiement} /> : null}
      <div className={classes.actions}>
        <Anchor
          component={Link}
          to={paths.histoOpeBourseDetails.getHref(order.idDemande)}
          data-testid="confirmation-history"
        >
          {t('operations.confirmation.history')}
        </Anchor>
        <Button variant="default" onClick={onRestart}>
          {t('operations.confirmation.again')}
        </Button>
      </div>
    </section>
  );
}
