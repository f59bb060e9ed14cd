import { useTranslation } from 'react-i18next';
import type { TValeurDetails } from '@nomina/domain';
import { useFormat } from '../../../lib/format/use-format';
import { decimalText, limitOf } from '../model/order-form';
import type { TBuyForm } from '../model/buy-form';
import classes from '../operations.module.css';

/** The purchase as entered: security, order type, quantity, limit and validity date. */
export function BuyRecap({ values, details }: { values: TBuyForm; details: TValeurDetails }) {
  const { t } = useTranslation();
  const format = useFormat();
  const limit = limitOf(values);
  return (
    <dl className={classes.facts} data-testid="order-recap">
      <div>
        <dt>{t('operations.field.valeur')}</dt>
        <dd>{details.valeLibe}</dd>
      </div>
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
