import { Alert, Skeleton, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { TSimulation, TValeurDetails } from '@nomina/domain';
import { ERROR_CODES } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { portfolioQueries } from '../../../components/portfolio/portfolio-queries';
import { BlackoutGuard } from '../components/blackout-guard';
import { FlowSteps } from '../components/flow-steps';
import { MarketOrderRecap } from '../components/market-order-recap';
import { NoSecurities } from '../components/no-securities';
import { OrderConfirmation, type TConfirmedOrder } from '../components/order-confirmation';
import { useOrderSubmission } from '../components/order-submission';
import { PaymentStep } from '../components/payment-step';
import { PaymentReturn } from '../components/payment-return';
import { EMPTY_BUY_FORM, toBuyOrder, type TBuyForm } from '../model/buy-form';
import { isPaymentReturnState } from '../../../components/payment/payment-callback';
import classes from '../operations.module.css';
import { PurchaseStep } from './purchase-step';

export const BUY_STEPS: TTranslationKey[] = [
  'operations.step.purchase',
  'operations.step.payment',
  'operations.step.confirmation',
];

/**
 * operation_acheter (spec 3 §2, §4): purchase → payment → confirmation. Back from the card page
 * (payment-callback) or the bank's consent page, both with order_id, it confirms the payment
 * with the server and shows the confirmation. Each navigation to it starts afresh.
 */
export function BuyPage() {
  const { t } = useTranslation();
  const { key } = useLocation();
  return (
    <div className={classes.page} data-testid="buy-page">
      <Title order={1}>{t('menu.operation_acheter')}</Title>
      <BlackoutGuard>
        <BuyEntry key={key} />
      </BlackoutGuard>
    </div>
  );
}

function BuyEntry() {
  const { t } = useTranslation();
  const { state } = useLocation();
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('order_id');
  if (orderId) return <PaymentReturn reference={orderId} steps={BUY_STEPS} />;
  const failed = isPaymentReturnState(state) && !state.paymentReturn.success;
  return (
    <>
      {failed ? (
        <Alert color="red" role="alert" data-testid="payment-failed">
          {t(ERROR_CODES.technical)}
        </Alert>
      ) : null}
      <BuyFlow />
    </>
  );
}

type TPurchase = { values: TBuyForm; simulation: TSimulation; details: TValeurDetails };

function BuyFlow() {
  const { t } = useTranslation();
  const valeurs = useQuery(portfolioQueries.valeurs());
  const [purchase, setPurchase] = useState<TPurchase | null>(null);
  const [step, setStep] = useState(0);
  const [confirmed, setConfirmed] = useState<TConfirmedOrder | null>(null);
  const submission = useOrderSubmission((order) => {
    setConfirmed(order);
    setStep(2);
  });

  const body = () => {
    if (step === 2 && confirmed)
      return (
        <OrderConfirmation
          order={confirmed}
          onRestart={() => {
            setPurchase(null);
            setConfirmed(null);
            setStep(0);
          }}
        />
      );
    if (step === 1 && purchase)
      return (
        <PaymentStep
          recap={<MarketOrderRecap valeLibe={purchase.details.valeLibe} values={purchase.values} />}
          simulation={purchase.simulation}
          isBusy={submission.isBusy}
          onBack={() => setStep(0)}
          onValidate={(mode) => void submission.submit(toBuyOrder(purchase.values, mode))}
          submitLabel="operations.payment.validate"
        />
      );
    if (valeurs.isError) return <Alert color="red">{t('general.error.loading')}</Alert>;
    if (!valeurs.data) return <Skeleton height={240} aria-hidden />;
    if (valeurs.data.length === 0) return <NoSecurities messageKey="operations.buy.empty" />;
    return (
      <PurchaseStep
        valeurs={valeurs.data}
        initial={purchase?.values ?? EMPTY_BUY_FORM}
        onNext={(values, simulation, details) => {
          setPurchase({ values, simulation, details });
          setStep(1);
        }}
      />
    );
  };

  return (
    <>
      <FlowSteps steps={BUY_STEPS} current={step} />
      {submission.errorAlert}
      {body()}
      {submission.modal}
    </>
  );
}
