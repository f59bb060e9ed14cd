import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TValeur } from '@nomina/domain';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../operations.module.css';

/** The issuer's securities, one row each (one card each below 768 px); a button shows one's details. */
export function QuotesTable({
  valeurs,
  selected,
  onSelect,
}: {
  valeurs: TValeur[];
  selected: number;
  onSelect: (valeIden: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const tone = (variation: number) =>
    variation > 0 ? classes.gain : variation < 0 ? classes.loss : undefined;
  return (
    <table className={classes.table} data-testid="quotes-table">
      <caption className={classes.caption}>{t('operations.quotes.table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('operations.field.valeur')}</th>
          <th scope="col">{t('operations.quotes.isin')}</th>
          <th scope="col" className={classes.number}>
            {t('operations.quotes.cours')}
          </th>
          <th scope="col" className={classes.number}>
            {t('operations.quotes.variation')}
          </th>
          <th scope="col">
            <span className={classes.caption}>{t('operations.quotes.show')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {valeurs.map((valeur) => (
          <tr key={valeur.valeIden} className={valeur.valeIden === selected ? classes.selected : undefined}>
            <td data-label={t('operations.field.valeur')}>{valeur.valeLibe}</td>
            <td data-label={t('operations.quotes.isin')}>{valeur.isin}</td>
            <td data-label={t('operations.quotes.cours')} className={classes.number}>
              {format.amount(valeur.cours, valeur.devise)}
            </td>
            <td
              data-label={t('operations.quotes.variation')}
              className={`${classes.number} ${tone(valeur.variation) ?? ''}`}
            >
              {format.percent(valeur.variation, true)}
            </td>
            <td data-label={t('operations.quotes.show')}>
              <Button
                size="compact-sm"
                variant={valeur.valeIden === selected ? 'filled' : 'default'}
                aria-pressed={valeur.valeIden === selected}
                aria-label={t('operations.quotes.show.one', { name: valeur.valeLibe })}
                onClick={() => onSelect(valeur.valeIden)}
              >
                {t('operations.quotes.show')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
