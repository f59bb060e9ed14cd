import { useTranslation } from 'react-i18next';
import type { TTranslationKey } from '@nomina/translations/keys';
import classes from './flow-steps.module.css';

/**
 * The steps of an operation flow (spec 3 §4 Flows and their steps): purchase, payment,
 * confirmation; sale, bank data, confirmation; exercise, payment, confirmation. The current one
 * is marked for assistive technology with aria-current.
 */
export function FlowSteps({ steps, current }: { steps: readonly TTranslationKey[]; current: number }) {
  const { t } = useTranslation();
  return (
    <ol className={classes.steps} aria-label={t('operations.steps.label')}>
      {steps.map((step, index) => (
        <li
          key={step}
          className={index === current ? classes.current : index < current ? classes.done : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className={classes.number} aria-hidden>
            {index + 1}
          </span>
          <span>{t(step)}</span>
        </li>
      ))}
    </ol>
  );
}
