import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TValeur } from '@nomina/domain';
import { DataTable, type TColumn } from '../../../components/data-table/data-table';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../operations.module.css';

/** The issuer's securities, one row each (one card each on narrow content); a button shows one's details. */
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
  const columns: TColumn<TValeur>[] = [
    { key: 'valeur', label: t('operations.field.valeur'), render: (valeur) => valeur.valeLibe },
    { key: 'isin', label: t('operations.quotes.isin'), render: (valeur) => valeur.isin },
    {
      key: 'cours',
      label: t('operations.quotes.cours'),
      numeric: true,
      render: (valeur) => format.amount(valeur.cours, valeur.devise),
    },
    {
      key: 'variation',
      label: t('operations.quotes.variation'),
      numeric: true,
      render: (valeur) => (
        <span className={tone(valeur.variation)}>{format.percent(valeur.variation, true)}</span>
      ),
    },
    {
      key: 'show',
      label: t('operations.quotes.show'),
      isLabelHidden: true,
      render: (valeur) => (
        <Button
          size="compact-sm"
          variant={valeur.valeIden === selected ? 'filled' : 'default'}
          aria-pressed={valeur.valeIden === selected}
          aria-label={t('operations.quotes.show.one', { name: valeur.valeLibe })}
          onClick={() => onSelect(valeur.valeIden)}
        >
          {t('operations.quotes.show')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('operations.quotes.table.caption')}
      isCaptionHidden
      columns={columns}
      rows={valeurs}
      rowKey={(valeur) => valeur.valeIden}
      rowProps={(valeur) => ({ className: valeur.valeIden === selected ? classes.selected : undefined })}
      testId="quotes-table"
    />
  );
}
