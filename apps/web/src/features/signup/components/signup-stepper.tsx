import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSignupStep } from '../model/signup-store';
import classes from './signup-stepper.module.css';

/** Spec 1 §4 stages: identity, updating, securing. */
const STAGE_OF: Record<TSignupStep, number> = { identifier: 0, sent: 0, password: 1, code: 2, contact: 2 };
const STAGES = ['identity', 'updating', 'securing'] as const;

/** Progress through the three sign-up stages; read-only (steps are not clickable). */
export function SignupStepper({ step, isDone = false }: { step: TSignupStep; isDone?: boolean }) {
  const { t } = useTranslation();
  const active = isDone ? STAGES.length : STAGE_OF[step];
  return (
    <nav aria-label={t('signup.stepper.label')}>
      <Stepper
        active={active}
        size="sm"
        allowNextStepsSelect={false}
        wrap={false}
        classNames={{
          step: classes.step,
          stepBody: classes.stepBody,
          stepLabel: classes.stepLabel,
          separator: classes.separator,
        }}
      >
        {STAGES.map((stage, index) => (
          <Stepper.Step
            key={stage}
            label={t(`signup.stepper.${stage}`)}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </nav>
  );
}
