import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec 3 §4: "password reset: identity, password choice". */
const STAGES = ['identity', 'password'] as const;
export type TResetStage = (typeof STAGES)[number];

/** Progress through the two password-reset stages; read-only, like the sign-up stepper. */
export function ResetStepper({ stage }: { stage: TResetStage }) {
  const { t } = useTranslation();
  const active = STAGES.indexOf(stage);
  return (
    <nav aria-label={t('forgot.stepper.label')}>
      <Stepper active={active} size="sm" allowNextStepsSelect={false} wrap={false}>
        {STAGES.map((name, index) => (
          <Stepper.Step
            key={name}
            label={t(`forgot.stepper.${name}`)}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </nav>
  );
}
