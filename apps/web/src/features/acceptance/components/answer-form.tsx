import { Button, Radio, Switch } from '@mantine/core';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  acceptanceAnswerSchema,
  EMPTY_ACCEPTANCE_ANSWER,
  givenAcceptanceAnswer,
  type TAcceptanceAnswerForm,
  type TAcceptationPlan,
} from '@nomina/domain';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import { serverKey } from '../../../lib/i18n/server-key';
import classes from '../acceptance.module.css';
import type { TChoice } from '../model/choice';

/**
 * The answer to the chosen plan (spec 2 §2, §5): accept or refuse and the disclaimers. Next is
 * enabled only when the domain's answer rule holds (disclaimer 2 only when the plan asks for it).
 * Back from the recap shows the answer given (`given`), blank otherwise.
 */
export function AnswerForm({
  plan,
  given,
  onNext,
}: {
  plan: TAcceptationPlan;
  given?: TChoice['reponse'];
  onNext: (choice: TChoice) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<TAcceptanceAnswerForm>({
    defaultValues: given ? givenAcceptanceAnswer(plan, given) : EMPTY_ACCEPTANCE_ANSWER,
    resolver: domainResolver<TAcceptanceAnswerForm>(acceptanceAnswerSchema(plan)),
    mode: 'onChange',
  });
  const submit = form.handleSubmit(({ reponse }) => {
    if (reponse) onNext({ plan, reponse });
  });

  return (
    <form className={classes.section} onSubmit={(event) => void submit(event)} noValidate>
      <Controller
        control={form.control}
        name="reponse"
        render={({ field }) => (
          <Radio.Group
            label={t('acceptation.choice.label')}
            name={field.name}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(value)}
          >
            <div className={classes.actions}>
              <Radio value="O" label={t('acceptation.choice.accept')} data-testid="choice-accept" />
              <Radio value="N" label={t('acceptation.choice.refuse')} data-testid="choice-refuse" />
            </div>
          </Radio.Group>
        )}
      />
      <DisclaimerSwitch
        control={form.control}
        name="disclaimer1"
        label={t(serverKey(plan.firstDisclaimerTraductionKey))}
      />
      {plan.indicateurDisclaimer ? (
        <DisclaimerSwitch
          control={form.control}
          name="disclaimer2"
          label={t(serverKey(plan.secondDisclaimerTraductionKey) ?? 'acceptation.plan.disclaimer.second')}
        />
      ) : null}
      <div className={classes.actions}>
        <Button type="submit" disabled={!form.formState.isValid} data-testid="acceptation-next">
          {t('acceptation.next')}
        </Button>
      </div>
    </form>
  );
}

/** One disclaimer to switch on (its test id is `disclaimer-1` or `disclaimer-2`). */
function DisclaimerSwitch({
  control,
  name,
  label,
}: {
  control: Control<TAcceptanceAnswerForm>;
  name: 'disclaimer1' | 'disclaimer2';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          name={field.name}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          label={label}
          data-testid={name === 'disclaimer1' ? 'disclaimer-1' : 'disclaimer-2'}
        />
      )}
    />
  );
}
