import type { TValeurDetails } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { PriceChart } from '../../../components/price-chart/price-chart';
import { useFormat } from '../../../lib/format/use-format';
import { feeBands } from '../model/fee-bands';
import classes from '../portfolio.module.css';

/** Quote, change, high and low, the 30-day closing prices and the fee schedule of a security. */
export function ValeurDetailsBody({ details }: { details: TValeurDetails }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: number) => format.amount(value, details.devise);
  const tone = details.variation > 0 ? classes.gain : details.variation < 0 ? classes.loss : undefined;
  const bands = details.bareme ? feeBands(details.bareme) : [];

  return (
    <div className={classes.details}>
      <p className={classes.detailsMeta}>
        {details.isin} · {details.emetLibe} · {details.marche}
      </p>
      <dl className={classes.facts}>
        <div>
          <dt>{t('portfolio.details.cours')}</dt>
          <dd>
            {t('portfolio.quote', { price: money(details.cours), date: format.date(details.dateCours) })}
          </dd>
        </div>
        <div>
          <dt>{t('portfolio.details.variation')}</dt>
          <dd className={tone} data-testid="details-variation">
            {format.percent(details.variation, true)}
          </dd>
        </div>
        <div>
          <dt>{t('portfolio.details.plusHaut')}</dt>
          <dd>{money(details.plusHaut)}</dd>
        </div>
        <div>
          <dt>{t('portfolio.details.plusBas')}</dt>
          <dd>{money(details.plusBas)}</dd>
        </div>
      </dl>
      <PriceChart details={details} testId="details-chart" />
      <h3 className={classes.subTitle}>{t('portfolio.details.bareme')}</h3>
      {bands.length > 0 && details.bareme ? (
        <ul className={classes.bands} data-testid="details-bareme">
          {bands.map((band, index) => (
            <li key={index}>
              {band.upTo === null && index === 0
                ? t('portfolio.bareme.rate', { percent: format.percent(band.percent) })
                : band.upTo === null
                  ? t('portfolio.bareme.above', { percent: format.percent(band.percent) })
                  : t('portfolio.bareme.upTo', {
                      amount: money(band.upTo),
                      percent: format.percent(band.percent),
                    })}
            </li>
          ))}
          <li>
            {t('portfolio.bareme.min', {
              amount: details.bareme.mtMinD > 0 ? money(details.bareme.mtMinD) : t('portfolio.none'),
            })}
          </li>
          <li>
            {t('portfolio.bareme.max', {
              amount: details.bareme.mtMaxD > 0 ? money(details.bareme.mtMaxD) : t('portfolio.none'),
            })}
          </li>
        </ul>
      ) : (
        <p>{t('portfolio.bareme.none')}</p>
      )}
    </div>
  );
}
