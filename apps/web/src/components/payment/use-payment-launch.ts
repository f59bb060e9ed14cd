import type { TModePaiement, TPayableNature } from '@nomina/domain';
import { useMutation } from '@tanstack/react-query';
import { linxoSession } from './linxo-session';
import { useCardPaymentUrl, useLinxoOrder } from './payment-api';

/** Sends the browser to a provider's page (the card page, the bank's consent page). */
export const leavePage = (url: string) => window.location.assign(url);

/** A recorded request to pay: its payment mode, reference and nature. */
export type TPaymentLaunch = {
  mode: TModePaiement | null;
  refDemande: string;
  natureDemande: TPayableNature;
};

/**
 * After a request is recorded with a card or open-banking payment: the provider's page for it.
 * Card: url-cb, then the hosted page, which comes back through payment-callback. Open banking:
 * linxo/orders, the order kept in storage (token_linxo), then the bank's consent page, which comes
 * back to the request's own screen with order_id. Its data is false when the mode has no
 * provider page (the request's confirmation follows).
 */
export function usePaymentLaunch() {
  const cardUrl = useCardPaymentUrl();
  const linxoOrder = useLinxoOrder();
  return useMutation({
    mutationFn: async ({ mode, refDemande, natureDemande }: TPaymentLaunch): Promise<boolean> => {
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
    },
  });
}
