import { Alert, Title } from '@mantine/core';
import { ERROR_CODES } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { isPaymentReturnState } from '../../../components/payment/payment-callback';
import { BlackoutGuard } from '../components/blackout-guard';
import { PaymentReturn } from '../components/payment-return';
import classes from '../operations.module.css';
import { EXERCISE_STEPS, ExerciseFlow } from './exercise-flow';
import { ExerciseHome } from './exercise-home';
import { variantOfPath } from './exercise-variants';

/**
 * operation_exercer and its sub-routes _levee_simple, _levee_vente, _levee_passerelle (spec 3 §2):
 * the holder's exercisable grants and the three ways to exercise, then exercise → payment →
 * confirmation. Each navigation starts afresh.
 */
export function ExercisePage() {
  const { t } = useTranslation();
  const { pathname, key, state } = useLocation();
  const variant = variantOfPath(pathname);
  // Back from the card page (payment-callback) or the bank's consent page of a simple exercise.
  const orderId = useSearchParams()[0].get('order_id');
  const hasPaymentFailed = isPaymentReturnState(state) && !state.paymentReturn.success;
  return (
    <div className={classes.page} data-testid="exercise-page">
      <Title order={1}>
        {variant ? t(`operations.exercise.variant.${variant}`) : t('menu.operation_exercer')}
      </Title>
      {hasPaymentFailed ? (
        <Alert color="red" role="alert" data-testid="payment-failed">
          {t(ERROR_CODES.technical)}
        </Alert>
      ) : null}
      <BlackoutGuard>
        {variant && orderId ? <PaymentReturn key={key} reference={orderId} steps={EXERCISE_STEPS} /> : null}
        {variant && !orderId ? <ExerciseFlow key={key} variant={variant} /> : null}
        {variant ? null : <ExerciseHome />}
      </BlackoutGuard>
    </div>
  );
}
