import { Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { readPaymentCallback, type TPaymentReturnState } from '../model/payment-callback';
import { buyHref } from '../model/operation-hrefs';

/**
 * payment-callback (spec 3 §2, spec 1 §4): where the card payment page sends the holder back.
 * It reads success, refDemande (default 1), inBusinessDay and supervised, then replaces itself
 * with operation_acheter carrying the result and order_id; on failure operation_acheter shows
 * api.technical.error. The return URL proves nothing: the buy page asks the server, which counts
 * the order paid only once the provider's signed notification has arrived.
 */
export function PaymentCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  useEffect(() => {
    const result = readPaymentCallback(searchParams);
    const state: TPaymentReturnState = { paymentReturn: result };
    void navigate(result.success ? buyHref(result.refDemande) : buyHref(), { replace: true, state });
  }, [navigate, searchParams]);

  return (
    <div role="status" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <Text>{t('operations.payment.callback.loading')}</Text>
    </div>
  );
}
