import { Alert, Button, Skeleton, Text, Title } from '@mantine/core';
import type { TDroitExercable } from '@nomina/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type TColumn } from '../../../components/data-table/data-table';
import { useFormat } from '../../../lib/format/use-format';
import { operationsQueries } from '../api/operations-queries';
import { NoSecurities } from '../components/no-securities';
import classes from '../operations.module.css';
import { EXERCISE_VARIANTS } from './exercise-variants';

/** The exercisable option grants (table, cards on narrow content) and the three ways to exercise them. */
export function ExerciseHome() {
  const { t } = useTranslation();
  const format = useFormat();
  const droits = useQuery(operationsQueries.droitsExercables());
  if (droits.isError) return <Alert color="red">{t('general.error.loading')}</Alert>;
  if (!droits.data) return <Skeleton height={200} aria-hidden />;
  if (droits.data.length === 0)
    return <NoSecurities messageKey="operations.exercise.empty" testId="exercise-empty" />;
  const columns: TColumn<TDroitExercable>[] = [
    { key: 'plan', label: t('operations.exercise.plan'), render: (droit) => droit.planLibe },
    { key: 'valeur', label: t('operations.field.valeur'), render: (droit) => droit.valeLibe },
    {
      key: 'prixExercice',
      label: t('operations.exercise.prixExercice'),
      numeric: true,
      render: (droit) => format.amount(droit.prixExercice, droit.devise),
    },
    {
      key: 'cours',
      label: t('operations.quotes.cours'),
      numeric: true,
      render: (droit) => format.amount(droit.cours, droit.devise),
    },
    {
      key: 'quantiteExercable',
      label: t('operations.exercise.quantiteExercable'),
      numeric: true,
      render: (droit) => format.number(droit.quantiteExercable, 6),
    },
    {
      key: 'dateExpiration',
      label: t('operations.exercise.dateExpiration'),
      render: (droit) => (droit.dateExpiration ? format.date(droit.dateExpiration) : '—'),
    },
  ];
  return (
    <>
      <DataTable
        caption={t('operations.exercise.grants')}
        isCaptionHidden
        columns={columns}
        rows={droits.data}
        rowKey={(droit) => droit.idPlan}
        testId="exercise-grants"
      />
      <div className={classes.grid}>
        {EXERCISE_VARIANTS.map(({ variant, href }) => (
          <section key={variant} className={classes.section} aria-labelledby={`variant-${variant}`}>
            <Title order={2} id={`variant-${variant}`}>
              {t(`operations.exercise.variant.${variant}`)}
            </Title>
            <Text>{t(`operations.exercise.variant.${variant}.text`)}</Text>
            <div className={classes.actions}>
              <Button
                component={Link}
                to={href}
                aria-label={t('operations.exercise.start.one', {
                  variant: t(`operations.exercise.variant.${variant}`),
                })}
                data-testid={`exercise-${variant}`}
              >
                {t('operations.exercise.start')}
              </Button>
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
