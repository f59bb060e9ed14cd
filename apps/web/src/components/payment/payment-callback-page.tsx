import { Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { readPaymentCallback, returnHref, type TPaymentReturnState } from './payment-callback';

/**
 * payment-callback (spec 3 §2, spec 1 §4): where the card payment page sends the holder back.
 * It reads success, refDemande (default 1), inBusinessDay and supervised, then replaces itself
 * with the paid request's screen (operation_acheter by default; the server names the screen of an
 * exercise or a corporate-action balance) carrying the result and order_id; on failure that
 * screen shows api.technical.error. The return URL proves nothing: the screen asks the server,
 * which counts the request paid only once the provider's signed notification has arrived.
 */
export function PaymentCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  useEffect(() => {
    const result = readPaymentCallback(searchParams);
    const state: TPaymentReturnState = { paymentReturn: result };
    void navigate(returnHref(result), { replace: true, state });
  }, [navigate, searchParams]);

  return (
    <div role="status" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <Text>{t('operations.payment.callback.loading')}</Text>
    </div>
  );
}
