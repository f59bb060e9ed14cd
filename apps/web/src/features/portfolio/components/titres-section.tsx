import type { TPortefeuilleTitres, TTitreLigne } from '@nomina/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import { DataTable, type TColumn } from '../../../components/data-table/data-table';
import classes from './titres-section.module.css';
import { SignedAmount } from './signed-amount';
import { ValeurDetailsModal } from './valeur-details-modal';

/** The securities of the account, one line each, with the total and a details window per security. */
export function TitresSection({ data }: { data: TPortefeuilleTitres }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [opened, setOpened] = useState<TTitreLigne | null>(null);
  const modeLabel: Record<TTitreLigne['modeDetention'], string> = {
    NOMINATIF_PUR: t('portfolio.mode.pur'),
    NOMINATIF_ADMINISTRE: t('portfolio.mode.administre'),
    PEE: t('portfolio.mode.pee'),
  };
  const columns: TColumn<TTitreLigne>[] = [
    // The ISIN and the holding mode sit under the name: the table then fits a laptop with the menu open.
    {
      key: 'valeur',
      label: t('portfolio.col.valeur'),
      render: (line) => (
        <span className={classes.security}>
          <span className={classes.securityName}>{line.valeLibe}</span>
          <span className={classes.securityMeta}>
            {line.isin} · {modeLabel[line.modeDetention]}
          </span>
        </span>
      ),
    },
    {
      key: 'quantite',
      label: t('portfolio.col.quantite'),
      numeric: true,
      render: (line) => format.number(line.quantite, 4),
    },
    {
      key: 'disponible',
      label: t('portfolio.col.disponible'),
      numeric: true,
      render: (line) => format.number(line.quantiteDisponible, 4),
    },
    {
      key: 'cours',
      label: t('portfolio.col.cours'),
      numeric: true,
      render: (line) =>
        t('portfolio.quote', {
          price: format.amount(line.cours, line.devise),
          date: format.date(line.dateCours),
        }),
    },
    {
      key: 'valorisation',
      label: t('portfolio.col.valorisation'),
      numeric: true,
      render: (line) => format.amount(line.valorisation, line.devise),
    },
    {
      key: 'plusMoinsValue',
      label: t('portfolio.col.plusMoinsValue'),
      numeric: true,
      render: (line) => <SignedAmount value={line.plusMoinsValue} currency={line.devise} />,
    },
    {
      key: 'details',
      label: t('portfolio.col.details'),
      render: (line) => (
        <Button
          variant="outline"
          size="compact-sm"
          onClick={() => setOpened(line)}
          aria-label={t('portfolio.details.open', { name: line.valeLibe })}
        >
          {t('portfolio.details')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption={t('portfolio.titres.caption', { date: format.date(data.dateValorisation) })}
        columns={columns}
        rows={data.lignes}
        rowKey={(line) => `${line.valeIden}-${line.modeDetention}`}
        total={{ label: t('portfolio.total'), value: format.amount(data.total, data.devise) }}
        testId="titres-table"
      />
      <ValeurDetailsModal line={opened} onClose={() => setOpened(null)} />
    </>
  );
}
