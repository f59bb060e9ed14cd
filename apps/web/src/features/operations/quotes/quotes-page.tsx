import { Alert, Skeleton, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { portfolioQueries } from '../../../components/portfolio/portfolio-queries';
import { NoSecurities } from '../components/no-securities';
import classes from '../operations.module.css';
import { QuoteDetails } from './quote-details';
import { QuotesTable } from './quotes-table';

/**
 * cotation_valeur (spec 3 §2): the issuer's securities with their last price and change; the
 * chosen one shows its day's high and low, its price chart and the tick size in force.
 */
export function QuotesPage() {
  const { t } = useTranslation();
  const valeurs = useQuery(portfolioQueries.valeurs());
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = valeurs.data?.find((valeur) => valeur.valeIden === chosen) ?? valeurs.data?.[0] ?? null;

  return (
    <div className={classes.page} data-testid="quotes-page">
      <Title order={1}>{t('menu.cotation_valeur')}</Title>
      {valeurs.isError ? <Alert color="red">{t('general.error.loading')}</Alert> : null}
      {valeurs.isPending ? <Skeleton height={160} aria-hidden /> : null}
      {valeurs.data && valeurs.data.length === 0 ? (
        <NoSecurities messageKey="operations.quotes.empty" />
      ) : null}
      {valeurs.data && selected ? (
        <>
          <QuotesTable valeurs={valeurs.data} selected={selected.valeIden} onSelect={setChosen} />
          <QuoteDetails valeur={selected} />
        </>
      ) : null}
    </div>
  );
}
