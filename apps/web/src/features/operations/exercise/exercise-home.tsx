import { Alert, Button, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format/use-format';
import { operationsQueries } from '../api/operations-queries';
import { NoSecurities } from '../components/no-securities';
import classes from '../operations.module.css';
import { EXERCISE_VARIANTS } from './exercise-variants';

/** The exercisable option grants (table, cards below 768 px) and the three ways to exercise them. */
export function ExerciseHome() {
  const { t } = useTranslation();
  const format = useFormat();
  const droits = useQuery(operationsQueries.droitsExercables());
  if (droits.isError) return <Alert color="red">{t('general.error.loading')}</Alert>;
  if (!droits.data) return <Skeleton height={200} aria-hidden />;
  if (droits.data.length === 0)
    return <NoSecurities messageKey="operations.exercise.empty" testId="exercise-empty" />;
  return (
    <>
      <table className={classes.table} data-testid="exercise-grants">
        <caption className={classes.caption}>{t('operations.exercise.grants')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('operations.exercise.plan')}</th>
            <th scope="col">{t('operations.field.valeur')}</th>
            <th scope="col" className={classes.number}>
              {t('operations.exercise.prixExercice')}
            </th>
            <th scope="col" className={classes.number}>
              {t('operations.quotes.cours')}
            </th>
            <th scope="col" className={classes.number}>
              {t('operations.exercise.quantiteExercable')}
            </th>
            <th scope="col">{t('operations.exercise.dateExpiration')}</th>
          </tr>
        </thead>
        <tbody>
          {droits.data.map((droit) => (
            <tr key={droit.idPlan}>
              <td data-label={t('operations.exercise.plan')}>{droit.planLibe}</td>
              <td data-label={t('operations.field.valeur')}>{droit.valeLibe}</td>
              <td data-label={t('operations.exercise.prixExercice')} className={classes.number}>
                {format.amount(droit.prixExercice, droit.devise)}
              </td>
              <td data-label={t('operations.quotes.cours')} className={classes.number}>
                {format.amount(droit.cours, droit.devise)}
              </td>
              <td data-label={t('operations.exercise.quantiteExercable')} className={classes.number}>
                {format.number(droit.quantiteExercable, 6)}
              </td>
              <td data-label={t('operations.exercise.dateExpiration')}>
                {droit.dateExpiration ? format.date(droit.dateExpiration) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
