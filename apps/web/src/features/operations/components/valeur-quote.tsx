import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tickSizeFor, type TBareme, type TValeurDetails } from '@nomina/domain';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../operations.module.css';

const BANDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** The bands of a fee schedule in use: up to amount{i}D (null: no bound) at percent{i}D. */
function scheduleBands(bareme: TBareme): { upTo: number | null; percent: number }[] {
  return BANDS.flatMap((index) => {
    const percent = bareme[`percent${index}D`];
    return percent === null ? [] : [{ upTo: bareme[`amount${index}D`], percent }];
  });
}

/** The chosen security's quote and fee schedule, as the order form shows them (spec 3 §3 bareme). */
export function ValeurQuote({ details }: { details: TValeurDetails }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: number) => format.amount(value, details.devise);
  return (
    <section className={classes.section} aria-labelledby="valeur-quote-title" data-testid="valeur-quote">
      <Title order={2} id="valeur-quote-title">
        {t('operations.quote.title', { name: details.valeLibe })}
      </Title>
      <dl className={classes.facts}>
        <div>
          <dt>{t('operations.quotes.cours')}</dt>
          <dd data-testid="valeur-cours">
            {t('operations.quotes.cours.at', {
              price: money(details.cours),
              date: format.date(details.dateCours),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('operations.quotes.variation')}</dt>
          <dd>{format.percent(details.variation, true)}</dd>
        </div>
        <div>
          <dt>{t('operations.quotes.tick')}</dt>
          <dd data-testid="valeur-tick">{format.number(tickSizeFor(details.cours), 4)}</dd>
        </div>
        <div>
          <dt>{t('operations.quotes.marche')}</dt>
          <dd>{details.marche || t('operations.quote.unlisted')}</dd>
        </div>
      </dl>
      <Title order={3}>{t('operations.quote.bareme')}</Title>
      {details.bareme ? (
        <ul data-testid="valeur-bareme">
          {scheduleBands(details.bareme).map((band, index) => (
            <li key={index}>
              {band.upTo === null
                ? t('operations.quote.bareme.above', { percent: format.number(band.percent, 4) })
                : t('operations.quote.bareme.upTo', {
                    amount: money(band.upTo),
                    percent: format.number(band.percent, 4),
                  })}
            </li>
          ))}
          {details.bareme.mtMinD ? (
            <li>{t('operations.quote.bareme.min', { amount: money(details.bareme.mtMinD) })}</li>
          ) : null}
          {details.bareme.mtMaxD ? (
            <li>{t('operations.quote.bareme.max', { amount: money(details.bareme.mtMaxD) })}</li>
          ) : null}
        </ul>
      ) : (
        <p>{t('operations.quote.bareme.none')}</p>
      )}
    </section>
  );
}
