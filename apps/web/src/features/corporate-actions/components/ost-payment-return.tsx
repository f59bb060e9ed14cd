import { Alert, Button, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOstType } from '@nomina/domain';
import { usePaymentConfirmation } from '../../../components/payment/use-payment-confirmation';
import { useOstEvents } from '../api/ost-api';
import classes from '../corporate-actions.module.css';
import { EventFacts } from './event-facts';
import { OstConfirmation } from './ost-confirmation';

/**
 * Back from the card page (through payment-callback) or the bank's consent page with an answer's
 * reference: the shared confirmation asks the server until the provider's signed notification is
 * in, then the answer as the server now lists it (pending, no longer awaiting its balance).
 */
export function OstPaymentReturn({
  reference,
  typeOst,
  onExit,
}: {
  reference: string;
  typeOst: TOstType;
  onExit: () => void;
}) {
  const { t } = useTranslation();
  const { mode, state } = usePaymentConfirmation(reference);
  const events = useOstEvents(typeOst);
  const event = events.data?.find((entry) => entry.reponse?.refDemande === reference);
  const isRecorded = event?.reponse && event.reponse.statut !== 'EN_ATTENTE_PAIEMENT';

  if (state.kind === 'failed')
    return (
      <div className={classes.section}>
        <Alert color="red" role="alert" data-testid="payment-refused">
          <Text>{t(state.errorCode)}</Text>
        </Alert>
        <div className={classes.actions}>
          <Button variant="default" onClick={onExit} data-testid="ost-back-list">
            {t('ost.confirm.back')}
          </Button>
        </div>
      </div>
    );
  if (state.kind === 'confirmed' && event?.reponse && isRecorded)
    return (
      <div className={classes.section} data-testid="ost-flow">
        <div className={classes.card}>
          <EventFacts event={event} />
        </div>
        <OstConfirmation event={event} reponse={event.reponse} onBack={onExit} />
      </div>
    );
  return (
    <div role="status" aria-live="polite" data-testid="payment-waiting">
      <Loader size="sm" aria-hidden />
      <Text>{t(`operations.payment.waiting.${mode}`)}</Text>
    </div>
  );
}
