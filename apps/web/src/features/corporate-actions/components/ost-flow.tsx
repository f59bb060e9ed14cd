import { Alert, Button, Stepper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  isOstDraftComplete,
  makeZOstAnswerDraft,
  ostBalanceToPay,
  type TOstAnswer,
  type TOstAnswerDraft,
  type TOstEvent,
  type TOstReponse,
} from '@nomina/domain';
import {
  PasswordConfirmModal,
  type TPasswordConfirmResult,
} from '../../../components/password-confirm/password-confirm-modal';
import { usePaymentLaunch } from '../../../components/payment/use-payment-launch';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import { toErrorCode } from '../../../lib/http/api-error';
import { useOstToken } from '../api/ost-api';
import { passMessages } from '../model/event-messages';
import classes from '../corporate-actions.module.css';
import { ChoiceStep } from './choice-step';
import { EventFacts } from './event-facts';
import { OstConfirmation } from './ost-confirmation';
import { PaymentStep } from './payment-step';

type TStep = 'choice' | 'payment' | 'confirm';
const STEPS: TStep[] = ['choice', 'payment', 'confirm'];

/**
 * The dividend payment flow of spec 3 §4 (choice → payment → confirmation), also used for a
 * capital increase. A balance paid by card or open banking leaves for the provider's page once
 * the answer is recorded (awaiting payment); the page comes back to this area with order_id.
 */
export function OstFlow({ event, onExit }: { event: TOstEvent; onExit: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tokenRequest = useOstToken();
  const payment = usePaymentLaunch();
  const [isReady, setReady] = useState(false);
  const [step, setStep] = useState<TStep>('choice');
  // The answer, across the choice and payment steps: one form. The domain's draft rule enables each
  // step's button (isOstDraftComplete) and, at the payment step, resolves the answer sent.
  const form = useForm<TOstAnswerDraft, unknown, TOstAnswer>({
    defaultValues: {
      choix: event.typeOst === 'PDA' ? 'NUMERAIRE' : 'SOUSCRIPTION',
      option: null,
      modePaiement: null,
    },
    resolver: domainResolver<TOstAnswerDraft, TOstAnswer>(makeZOstAnswerDraft(event, 'payment')),
  });
  const [choix, option, modePaiement] = useWatch({
    control: form.control,
    name: ['choix', 'option', 'modePaiement'],
  });
  const draft: TOstAnswerDraft = { choix, option, modePaiement };
  // The token the password confirmation spends: the open modal, until it closes.
  const token = tokenRequest.data ?? null;
  const [reponse, setReponse] = useState<TOstReponse | null>(null);
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    void passMessages(event.messages).then((mayAnswer) => (mayAnswer ? setReady(true) : onExit()));
  }, [event.messages, onExit]);

  const amount = ostBalanceToPay(event, draft);
  const submit = (answer: TOstAnswer) => tokenRequest.mutate({ idOst: event.idOst, ...answer });
  const closePassword = (result: TPasswordConfirmResult) => {
    tokenRequest.reset();
    if (result.status !== 'valid') return;
    const recorded = (result.data as { reponse: TOstReponse }).reponse;
    // The answer changes the list, the history and, once paid, the holdings: read them again.
    void queryClient.invalidateQueries();
    const payNow = recorded.statut === 'EN_ATTENTE_PAIEMENT' ? recorded.modePaiement : null;
    const confirm = () => {
      setReponse(recorded);
      setStep('confirm');
    };
    payment.mutate(
      { mode: payNow, refDemande: recorded.refDemande, natureDemande: 'OST' },
      {
        onSuccess: (hasLeft) => {
          if (!hasLeft) confirm();
        },
        // Recorded but not paid: the confirmation says what is still due, the list offers to pay.
        onError: confirm,
      },
    );
  };

  if (!isReady) return null;
  return (
    <div className={classes.section} data-testid="ost-flow">
      <div className={classes.card}>
        <EventFacts event={event} />
      </div>
      <nav aria-label={t('ost.list.label')}>
        <Stepper active={STEPS.indexOf(step)} size="sm" allowNextStepsSelect={false}>
          {STEPS.map((entry, index) => (
            <Stepper.Step
              key={entry}
              label={t(`ost.step.${entry === 'confirm' ? 'confirmation' : entry}`)}
              aria-current={index === STEPS.indexOf(step) ? 'step' : undefined}
            />
          ))}
        </Stepper>
      </nav>
      <FormProvider {...form}>
        {step === 'choice' ? <ChoiceStep event={event} /> : null}
        {step === 'payment' ? <PaymentStep amount={amount} /> : null}
      </FormProvider>
      {step === 'confirm' && reponse ? (
        <OstConfirmation event={event} reponse={reponse} onBack={onExit} />
      ) : null}
      {payment.isError ? (
        <Alert color="red" role="alert" data-testid="ost-payment-error">
          {t(toErrorCode(payment.error))}
        </Alert>
      ) : null}
      {tokenRequest.isError ? (
        <Alert color="red" role="alert" data-testid="ost-error">
          {t(toErrorCode(tokenRequest.error))}
        </Alert>
      ) : null}
      <div className={classes.actions}>
        {step === 'choice' ? (
          <>
            <Button variant="default" onClick={onExit}>
              {t('ost.back')}
            </Button>
            <Button
              disabled={!isOstDraftComplete(event, draft, 'choice')}
              onClick={() => setStep('payment')}
              data-testid="ost-next"
            >
              {t('ost.next')}
            </Button>
          </>
        ) : null}
        {step === 'payment' ? (
          <>
            <Button variant="default" onClick={() => setStep('choice')}>
              {t('ost.back')}
            </Button>
            <Button
              disabled={!isOstDraftComplete(event, draft, 'payment')}
              loading={tokenRequest.isPending || payment.isPending}
              onClick={() => void form.handleSubmit(submit)()}
              data-testid="ost-validate"
            >
              {t('ost.recap.validate')}
            </Button>
          </>
        ) : null}
      </div>
      {token ? (
        <PasswordConfirmModal
          operationType="other"
          operationToken={token}
          natureDemande="OST"
          onClose={closePassword}
        />
      ) : null}
    </div>
  );
}
