import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import { decimalText, limitOf, type TMarketOrderFields } from '../model/order-form';
import classes from '../operations.module.css';

/** A buy or sale as entered: security, (extra rows,) order type, quantity, limit and validity date. */
export function MarketOrderRecap({
  valeLibe,
  values,
  extra,
}: {
  valeLibe: string;
  values: TMarketOrderFields;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const limit = limitOf(values);
  return (
    <dl className={classes.facts} data-testid="order-recap">
      <div>
        <dt>{t('operations.field.valeur')}</dt>
        <dd>{valeLibe}</dd>
      </div>
      {extra}
      <div>
        <dt>{t('operations.field.typeOrdre')}</dt>
        <dd>{values.typeOrdre ? t(`register.typeOrdre.${values.typeOrdre}`) : ''}</dd>
      </div>
      <div>
        <dt>{t('operations.field.quantite')}</dt>
        <dd>{format.number(Number(decimalText(values.quantite)), 6)}</dd>
      </div>
      {limit !== null ? (
        <div>
          <dt>{t('operations.field.coursLimite')}</dt>
          <dd>{format.number(limit, 4)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('operations.field.dateValidite')}</dt>
        <dd>{values.dateValidite ? format.date(values.dateValidite) : ''}</dd>
      </div>
    </dl>
  );
}
