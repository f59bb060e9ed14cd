import { Alert, Anchor, Button, Radio, Skeleton, Switch, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  canGoNext,
  lowestPlanId,
  showsOfferPrice,
  type TAcceptationPlan,
  type TReponseAcceptation,
} from '@nomina/domain';
import {
  PasswordConfirmModal,
  type TPasswordConfirmResult,
} from '../../../components/password-confirm/password-confirm-modal';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format/use-format';
import { ELIGIBLE_KEY, requestAcceptationToken, useEligiblePlans } from '../api/acceptance-api';
import { PlanCard, planLabel, SelectedPlanCard } from '../components/plan-card';
import { PlanDetailsModal } from '../components/plan-details-modal';
import { PlanInfo } from '../components/plan-info';
import { recapDate } from '../model/recap-date';
import classes from '../acceptance.module.css';
import { serverKey } from '../../../lib/i18n/server-key';

type TChoice = { plan: TAcceptationPlan; reponse: TReponseAcceptation };

function Selection({ plans, onNext }: { plans: TAcceptationPlan[]; onNext: (choice: TChoice) => void }) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [reponse, setReponse] = useState<TReponseAcceptation | null>(null);
  const [disclaimer1, setDisclaimer1] = useState(false);
  const [disclaimer2, setDisclaimer2] = useState(false);
  const plan = plans.find((entry) => entry.idAcceptationPlan === selectedId) ?? null;
  const lowest = lowestPlanId(plans);

  const select = (id: number | null) => {
    setSelectedId(id);
    setReponse(null);
    setDisclaimer1(false);
    setDisclaimer2(false);
  };

  if (!plan)
    return (
      <>
        <Alert
          id={`acceptation-banner-${lowest}`}
          title={t('acceptation.banner.title', { id: lowest })}
          data-testid="acceptation-banner"
        >
          {t('acceptation.banner.text', { id: lowest })}
        </Alert>
        <ul className={classes.cards} aria-label={t('acceptation.cards.label')}>
          {plans.map((entry) => (
            <li key={entry.idAcceptationPlan}>
              <PlanCard plan={entry} onSelect={() => select(entry.idAcceptationPlan)} />
            </li>
          ))}
        </ul>
      </>
    );

  const enabled = canGoNext({ plan, choice: reponse, disclaimer1, disclaimer2 });
  return (
    <>
      <SelectedPlanCard plan={plan} onEdit={() => select(null)} />
      <PlanInfo plan={plan} />
      <div className={classes.section}>
        <Radio.Group
          label={t('acceptation.choice.label')}
          value={reponse ?? ''}
          onChange={(value) => setReponse(value as TReponseAcceptation)}
        >
          <div className={classes.actions}>
            <Radio value="O" label={t('acceptation.choice.accept')} data-testid="choice-accept" />
            <Radio value="N" label={t('acceptation.choice.refuse')} data-testid="choice-refuse" />
          </div>
        </Radio.Group>
        <Switch
          checked={disclaimer1}
          onChange={(event) => setDisclaimer1(event.currentTarget.checked)}
          label={t(serverKey(plan.firstDisclaimerTraductionKey))}
          data-testid="disclaimer-1"
        />
        {plan.indicateurDisclaimer ? (
          <Switch
            checked={disclaimer2}
            onChange={(event) => setDisclaimer2(event.currentTarget.checked)}
            label={t(serverKey(plan.secondDisclaimerTraductionKey) ?? 'acceptation.plan.disclaimer.second')}
            data-testid="disclaimer-2"
          />
        ) : null}
        <div className={classes.actions}>
          <Button
            disabled={!enabled}
            onClick={() => reponse && onNext({ plan, reponse })}
            data-testid="acceptation-next"
          >
            {t('acceptation.next')}
          </Button>
        </div>
      </div>
    </>
  );
}

function Recap({
  choice,
  onBack,
  onValidate,
}: {
  choice: TChoice;
  onBack: () => void;
  onValidate: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [details, setDetails] = useState(false);
  const { plan, reponse } = choice;
  const isAccept = reponse === 'O';
  return (
    <div className={classes.page} data-testid="acceptation-recap">
      <div>
        <Button variant="subtle" onClick={onBack} data-testid="recap-back">
          {t('acceptation.back')}
        </Button>
      </div>
      <Title order={2}>{t('general.validate')}</Title>
      <Text fw={600}>
        {t(isAccept ? 'acceptation.recap.subtitle.accept' : 'acceptation.recap.subtitle.refuse', {
          id: plan.idAcceptationPlan,
          label: planLabel(t, plan),
        })}
      </Text>
      <Text>{t(serverKey(plan.recapTraductionKey) ?? 'acceptation.plan.recap.text')}</Text>
      <section className={classes.section} aria-label={t('acceptation.recap.panel')}>
        <dl className={classes.facts}>
          <dt>{t('acceptation.recap.date')}</dt>
          <dd data-testid="recap-date">{recapDate()}</dd>
          <dt>{t('acceptation.info.label')}</dt>
          <dd>{planLabel(t, plan)}</dd>
          <dt>{t('acceptation.recap.operation')}</dt>
          <dd>{t(isAccept ? 'acceptation.choice.accept' : 'acceptation.choice.refuse')}</dd>
          <dt>{t('acceptation.card.deadline')}</dt>
          <dd>{format.dateTime(plan.dateLimiteReponse)}</dd>
          <dt>{t('acceptation.card.rights')}</dt>
          <dd>{format.number(plan.nombreDroits)}</dd>
          {showsOfferPrice(plan) ? (
            <>
              <dt>{t('acceptation.card.price')}</dt>
              <dd>{format.amount(plan.prixExercice)}</dd>
            </>
          ) : null}
        </dl>
        <Anchor component="button" type="button" onClick={() => setDetails(true)} data-testid="recap-details">
          {t('acceptation.recap.details')}
        </Anchor>
      </section>
      <div className={classes.actions}>
        <Button onClick={onValidate} data-testid="recap-validate">
          {t('general.validate')}
        </Button>
      </div>
      {details ? <PlanDetailsModal plan={plan} onClose={() => setDetails(false)} /> : null}
    </div>
  );
}

function Confirm({
  choice,
  moreRemain,
  onBackToOperations,
}: {
  choice: TChoice;
  moreRemain: boolean;
  onBackToOperations: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={classes.section} data-testid="acceptation-confirm">
      <Title order={2}>{t('acceptation.confirm.title')}</Title>
      <Text>{t(serverKey(choice.plan.confirmTraductionKey) ?? 'acceptation.plan.confirm.text')}</Text>
      <div className={classes.actions}>
        {moreRemain ? (
          <Button variant="default" onClick={onBackToOperations} data-testid="confirm-back-operations">
            {t('acceptation.confirm.backOperations')}
          </Button>
        ) : null}
        <Button onClick={() => void navigate(paths.root.getHref())} data-testid="confirm-back-home">
          {t('acceptation.confirm.backHome')}
        </Button>
      </div>
    </div>
  );
}

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
  const [mode, setMode] = useState<'select' | 'recap' | 'confirm'>('select');
  const [token, setToken] = useState<string | null>(null);
  const [moreRemain, setMoreRemain] = useState(false);

  const validate = async () => {
    if (!choice) return;
    try {
      setToken(await requestAcceptationToken(choice.plan.idAcceptationPlan, choice.reponse === 'O'));
    } catch (error) {
      // Spec 2 §8: failing to get the acceptance token is only logged.
      // eslint-disable-next-line no-console
      console.warn('acceptance token refused', error);
    }
  };
  const closePassword = (result: TPasswordConfirmResult) => {
    setToken(null);
    if (result.status !== 'valid') return;
    setMoreRemain((plans.data?.length ?? 0) > 1);
    setMode('confirm');
    void queryClient.invalidateQueries({ queryKey: ELIGIBLE_KEY });
  };
  const restart = () => {
    setChoice(null);
    setMode('select');
  };

  const body = () => {
    if (mode === 'confirm' && choice)
      return <Confirm choice={choice} moreRemain={moreRemain} onBackToOperations={restart} />;
    if (mode === 'recap' && choice)
      return <Recap choice={choice} onBack={() => setMode('select')} onValidate={() => void validate()} />;
    if (plans.isError) return <Alert color="red">{t('general.error.loading')}</Alert>;
    if (!plans.data) return <Skeleton height={200} aria-hidden />;
    if (plans.data.length === 0) return <Text data-testid="acceptation-empty">{t('acceptation.empty')}</Text>;
    return (
      <Selection
        plans={plans.data}
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
