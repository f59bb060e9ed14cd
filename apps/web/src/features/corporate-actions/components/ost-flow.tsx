import { Alert, Button, Stepper, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TOstEvent, TOstReponse } from '@nomina/domain';
import {
  PasswordConfirmModal,
  type TPasswordConfirmResult,
} from '../../../components/password-confirm/password-confirm-modal';
import { paths } from '../../../config/paths';
import { toErrorCode } from '../../../lib/http/api-error';
import { useFormat } from '../../../lib/format/use-format';
import { useOstToken } from '../api/ost-api';
import { balanceToPay, isDraftComplete, type TAnswerDraft } from '../model/answer-draft';
import { passMessages } from '../model/event-messages';
import classes from '../corporate-actions.module.css';
import { AnswerSummary } from './answer-summary';
import { ChoiceStep } from './choice-step';
import { EventFacts } from './event-facts';
import { PaymentStep } from './payment-step';

type TStep = 'choice' | 'payment' | 'confirm';
const STEPS: TStep[] = ['choice', 'payment', 'confirm'];

/** The dividend payment flow of spec 3 §4 (choice → payment → confirmation), also used for a capital increase. */
export function OstFlow({ event, onExit }: { event: TOstEvent; onExit: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tokenRequest = useOstToken();
  const [isReady, setReady] = useState(false);
  const [step, setStep] = useState<TStep>('choice');
  const [draft, setDraft] = useState<TAnswerDraft>({
    choix: event.typeOst === 'PDA' ? 'NUMERAIRE' : 'SOUSCRIPTION',
    option: null,
    modePaiement: null,
  });
  const [token, setToken] = useState<string | null>(null);
  const [reponse, setReponse] = useState<TOstReponse | null>(null);
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    void passMessages(event.messages).then((mayAnswer) => (mayAnswer ? setReady(true) : onExit()));
  }, [event.messages, onExit]);

  const amount = balanceToPay(event, draft);
  const submit = () =>
    tokenRequest.mutate(
      {
        idOst: event.idOst,
        choix: draft.choix,
        ...(draft.option ? { option: draft.option as never } : {}),
        ...(amount > 0 && draft.modePaiement ? { modePaiement: draft.modePaiement } : {}),
      },
      { onSuccess: setToken },
    );
  const closePassword = (result: TPasswordConfirmResult) => {
    setToken(null);
    if (result.status !== 'valid') return;
    setReponse((result.data as { reponse: TOstReponse }).reponse);
    setStep('confirm');
    // The answer changes the list, the history and, once paid, the holdings: read them again.
    void queryClient.invalidateQueries();
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
      {step === 'choice' ? <ChoiceStep event={event} draft={draft} onChange={setDraft} /> : null}
      {step === 'payment' ? <PaymentStep amount={amount} draft={draft} onChange={setDraft} /> : null}
      {step === 'confirm' && reponse ? (
        <section className={classes.section} data-testid="ost-confirm">
          <Title order={2} size="h3">
            {t('ost.confirm.title')}
          </Title>
          <Text>
            {reponse.statut === 'EN_ATTENTE_PAIEMENT'
              ? t('ost.confirm.awaitingPayment', {
                  amount: format.amount(reponse.montantAPayer),
                  date: format.date(reponse.instructions?.dateLimite ?? event.datePaiement),
                  fallback: t(`ost.confirm.fallback.${event.typeOst}`),
                })
              : t('ost.confirm.pending', { date: format.date(event.datePaiement) })}
          </Text>
          <AnswerSummary event={event} reponse={reponse} />
        </section>
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
              disabled={!isDraftComplete(event, draft, 'choice')}
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
              disabled={!isDraftComplete(event, draft, 'payment')}
              loading={tokenRequest.isPending}
              onClick={submit}
              data-testid="ost-validate"
            >
              {t('ost.recap.validate')}
            </Button>
          </>
        ) : null}
        {step === 'confirm' ? (
          <>
            <Button variant="default" onClick={onExit} data-testid="ost-back-list">
              {t('ost.confirm.back')}
            </Button>
            <Button onClick={() => void navigate(paths.histoOpeDiverses.getHref())} data-testid="ost-history">
              {t('ost.confirm.history')}
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
