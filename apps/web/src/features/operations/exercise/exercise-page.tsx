import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BlackoutGuard } from '../components/blackout-guard';
import classes from '../operations.module.css';
import { ExerciseFlow } from './exercise-flow';
import { ExerciseHome } from './exercise-home';
import { variantOfPath } from './exercise-variants';

/**
 * operation_exercer and its sub-routes _levee_simple, _levee_vente, _levee_passerelle (spec 3 §2):
 * the holder's exercisable grants and the three ways to exercise, then exercise → payment →
 * confirmation. Each navigation starts afresh.
 */
export function ExercisePage() {
  const { t } = useTranslation();
  const { pathname, key } = useLocation();
  const variant = variantOfPath(pathname);
  return (
    <div className={classes.page} data-testid="exercise-page">
      <Title order={1}>
        {variant ? t(`operations.exercise.variant.${variant}`) : t('menu.operation_exercer')}
      </Title>
      <BlackoutGuard>
        {variant ? <ExerciseFlow key={key} variant={variant} /> : <ExerciseHome />}
      </BlackoutGuard>
    </div>
  );
}
