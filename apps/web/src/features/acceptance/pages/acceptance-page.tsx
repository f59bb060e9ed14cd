import { Alert, Skeleton, Stepper, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState, EmptyStateAction } from '../../../components/feedback/empty-state';
import {
  PasswordConfirmModal,
  type TPasswordConfirmResult,
} from '../../../components/password-confirm/password-confirm-modal';
import { paths } from '../../../config/paths';
import { ELIGIBLE_KEY, useAcceptationToken, useEligiblePlans } from '../api/acceptance-api';
import { ConfirmStep } from '../components/confirm-step';
import { RecapStep } from '../components/recap-step';
import { SelectionStep } from '../components/selection-step';
import type { TChoice } from '../model/choice';
import classes from '../acceptance.module.css';

/** The flow's steps (spec 3 §4): accept (the selection and its answer), recap, confirmation. */
const STEPS = [
  { mode: 'select', label: 'acceptation.step.accept' },
  { mode: 'recap', label: 'acceptation.step.recap' },
  { mode: 'confirm', label: 'operations.step.confirmation' },
] as const;

/**
 * e_acceptation (spec 2 §2 Acceptance flow screens). Each navigation to the route starts the flow
 * afresh (keyed by the location), so opening it from the menu on the confirm screen shows the list.
 */
export function AcceptancePage() {
  const { key } = useLocation();
  return <AcceptanceFlow key={key} />;
}

/** Select, answer, recap, password, confirm. */
function AcceptanceFlow() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const plans = useEligiblePlans(i18n.language);
  const [choice, setChoice] = useState<TChoice | null>(null);
  const [mode, setMode] = useState<(typeof STEPS)[number]['mode']>('select');
  const [moreRemain, setMoreRemain] = useState(false);
  // The token of the answer being confirmed: the password modal is open while there is one.
  const tokenRequest = useAcceptationToken();
  const token = tokenRequest.data ?? null;

  const validate = () => {
    if (!choice || tokenRequest.isPending) return;
    tokenRequest.mutate(
      { idAcceptationPlan: choice.plan.idAcceptationPlan, reponse: choice.reponse === 'O' },
      {
        // Spec 2 §8: failing to get the acceptance token is only logged.
        // eslint-disable-next-line no-console
        onError: (error) => console.warn('acceptance token refused', error),
      },
    );
  };
  const closePassword = (result: TPasswordConfirmResult) => {
    tokenRequest.reset();
    if (result.status !== 'valid') return;
    setMoreRemain((plans.data?.length ?? 0) > 1);
    setMode('confirm');
    void queryClient.invalidateQueries({ queryKey: [ELIGIBLE_KEY] });
  };
  const restart = () => {
    setChoice(null);
    setMode('select');
  };

  const body = () => {
    if (mode === 'confirm' && choice)
      return <ConfirmStep choice={choice} moreRemain={moreRemain} onBackToOperations={restart} />;
    if (mode === 'recap' && choice)
      return <RecapStep choice={choice} onBack={() => setMode('select')} onValidate={validate} />;
    if (plans.isError) return <Alert color="red">{t('general.error.loading')}</Alert>;
    if (!plans.data) return <Skeleton height={200} aria-hidden />;
    if (plans.data.length === 0)
      return (
        <EmptyState illustration="ballot" testId="acceptation-empty">
          <Text fw={700}>{t('acceptation.empty')}</Text>
          <EmptyStateAction to={paths.droits.getHref()} isSubtle>
            {t('empty.action.rights')}
          </EmptyStateAction>
        </EmptyState>
      );
    return (
      <SelectionStep
        plans={plans.data}
        given={choice}
        onNext={(next) => {
          setChoice(next);
          setMode('recap');
        }}
      />
    );
  };

  return (
    <div className={classes.page} data-testid="acceptation-page">
      <Title order={1}>{t('menu.e_acceptation')}</Title>
      {plans.data?.length || mode !== 'select' ? <FlowStepper mode={mode} /> : null}
      {body()}
      {token ? (
        <PasswordConfirmModal
          operationType="acceptPlan"
          operationToken={token}
          natureDemande="ACCEPTATION_PLAN"
          onClose={closePassword}
        />
      ) : null}
    </div>
  );
}

/** Where the holder is in the flow, the current step marked for assistive technology. */
function FlowStepper({ mode }: { mode: (typeof STEPS)[number]['mode'] }) {
  const { t } = useTranslation();
  const active = STEPS.findIndex((step) => step.mode === mode);
  return (
    <nav aria-label={t('operations.steps.label')} data-testid="acceptation-steps">
      <Stepper active={active} size="sm" allowNextStepsSelect={false}>
        {STEPS.map((step, index) => (
          <Stepper.Step
            key={step.mode}
            label={t(step.label)}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </nav>
  );
}
