import type { TFondsPosition, TPositions } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import { DataTable, type TColumn } from '../../../components/data-table/data-table';

/** The holder's employee fund units: units, available units, lock-up end, NAV and valuation. */
export function FondsSection({ data }: { data: TPositions }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: TColumn<TFondsPosition>[] = [
    { key: 'fonds', label: t('portfolio.col.fonds'), render: (fonds) => fonds.fondsLibe },
    { key: 'codeAmf', label: t('portfolio.col.codeAmf'), render: (fonds) => fonds.codeAmf },
    {
      key: 'parts',
      label: t('portfolio.col.parts'),
      numeric: true,
      render: (fonds) => format.number(fonds.nombreParts, 4),
    },
    {
      key: 'disponibles',
      label: t('portfolio.col.partsDisponibles'),
      numeric: true,
      render: (fonds) => format.number(fonds.partsDisponibles, 4),
    },
    {
      key: 'disponibilite',
      label: t('portfolio.col.dateDisponibilite'),
      render: (fonds) =>
        fonds.dateDisponibilite ? format.date(fonds.dateDisponibilite) : t('portfolio.none'),
    },
    {
      key: 'vl',
      label: t('portfolio.col.vl'),
      numeric: true,
      render: (fonds) =>
        t('portfolio.quote', {
          price: format.amount(fonds.valeurLiquidative, fonds.devise),
          date: format.date(fonds.dateVl),
        }),
    },
    {
      key: 'valorisation',
      label: t('portfolio.col.valorisation'),
      numeric: true,
      render: (fonds) => format.amount(fonds.valorisation, fonds.devise),
    },
  ];
  return (
    <DataTable
      caption={t('portfolio.fonds.caption', { date: format.date(data.dateValorisation) })}
      columns={columns}
      rows={data.fonds}
      rowKey={(fonds) => fonds.fondsIden}
      total={{ label: t('portfolio.total'), value: format.amount(data.total, data.devise) }}
      testId="fonds-table"
    />
  );
}
