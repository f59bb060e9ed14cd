import { Alert, Skeleton, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TValeur } from '@nomina/domain';
import { useFormat } from '../../../lib/format/use-format';
import { portfolioQueries } from '../../../components/portfolio/portfolio-queries';
import { tickSizeFor } from '@nomina/domain';
import classes from '../operations.module.css';
import { PriceChart } from '../../../components/price-chart/price-chart';

/** The chosen security's quote: last price, change, day's high and low, tick size in force, chart. */
export function QuoteDetails({ valeur }: { valeur: TValeur }) {
  const { t } = useTranslation();
  const format = useFormat();
  const details = useQuery(portfolioQueries.valeurDetails(valeur));
  const money = (value: number) => format.amount(value, valeur.devise);

  return (
    <section className={classes.section} aria-labelledby="quote-title" data-testid="quote-details">
      <Title order={2} id="quote-title">
        {valeur.valeLibe}
      </Title>
      {details.isError ? <Alert color="red">{t('general.error.loading')}</Alert> : null}
      {details.isPending ? <Skeleton height={240} aria-hidden /> : null}
      {details.data ? (
        <>
          <dl className={classes.facts}>
            <div>
              <dt>{t('operations.quotes.cours')}</dt>
              <dd data-testid="quote-cours">
                {t('operations.quotes.cours.at', {
                  price: money(details.data.cours),
                  date: format.date(details.data.dateCours),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('operations.quotes.variation')}</dt>
              <dd
                className={details.data.variation >= 0 ? classes.gain : classes.loss}
                data-testid="quote-variation"
              >
                {format.percent(details.data.variation, true)}
              </dd>
            </div>
            <div>
              <dt>{t('operations.quotes.plusHaut')}</dt>
              <dd data-testid="quote-high">{money(details.data.plusHaut)}</dd>
            </div>
            <div>
              <dt>{t('operations.quotes.plusBas')}</dt>
              <dd data-testid="quote-low">{money(details.data.plusBas)}</dd>
            </div>
            <div>
              <dt>{t('operations.quotes.tick')}</dt>
              <dd data-testid="quote-tick">{format.number(tickSizeFor(details.data.cours), 4)}</dd>
            </div>
            <div>
              <dt>{t('operations.quotes.marche')}</dt>
              <dd>{details.data.marche}</dd>
            </div>
          </dl>
          <PriceChart details={details.data} />
        </>
      ) : null}
    </section>
  );
}
