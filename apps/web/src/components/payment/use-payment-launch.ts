import type { TModePaiement, TPayableNature } from '@nomina/domain';
import { linxoSession } from './linxo-session';
import { useCardPaymentUrl, useLinxoOrder } from './payment-api';

/** Sends the browser to a provider's page (the card page, the bank's consent page). */
export const leavePage = (url: string) => window.location.assign(url);

/**
 * After a request is recorded with a card or open-banking payment: the provider's page for it.
 * Card: url-cb, then the hosted page, which comes back through payment-callback. Open banking:
 * linxo/orders, the order kept in storage (token_linxo), then the bank's consent page, which comes
 * back to the request's own screen with order_id. False when the mode has no provider page.
 */
export function usePaymentLaunch() {
  const cardUrl = useCardPaymentUrl();
  const linxoOrder = useLinxoOrder();
  const launch = async (
    mode: TModePaiement | null,
    refDemande: string,
    natureDemande: TPayableNature,
  ): Promise<boolean> => {
    if (mode === 'CB') {
      const answer = await cardUrl.mutateAsync(refDemande);
      if (!answer.urlPaiement) return false;
      leavePage(answer.urlPaiement);
      return true;
    }
    if (mode === 'LINXO') {
      const answer = await linxoOrder.mutateAsync(refDemande);
      linxoSession.save({
        orderId: answer.orderId,
        operationToken: answer.operationToken,
        natureDemande,
        refDemande,
      });
      leavePage(answer.urlPaiement);
      return true;
    }
    return false;
  };
  return { launch, isPending: cardUrl.isPending || linxoOrder.isPending };
}
