import type { TDroitPlan, TDroitStatut, TDroitType, TPortefeuilleDroits } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../portfolio.module.css';
import { DataTable, type TColumn } from '../../../components/data-table/data-table';

const STATUS_CLASS: Record<TDroitStatut, string> = {
  EN_ACQUISITION: classes.statusPending!,
  ACQUIS: classes.statusDone!,
  EXERCABLE: classes.statusOpen!,
  EXPIRE: classes.statusOver!,
};

/** The rights, grouped by type (free shares, stock options), one table per group with its total. */
export function DroitsSection({ data }: { data: TPortefeuilleDroits }) {
  const { t } = useTranslation();
  const format = useFormat();
  const typeLabel: Record<TDroitType, string> = {
    AGA: t('portfolio.droits.aga'),
    STOCK_OPTION: t('portfolio.droits.so'),
  };
  const statusLabel: Record<TDroitStatut, string> = {
    EN_ACQUISITION: t('portfolio.statut.enAcquisition'),
    ACQUIS: t('portfolio.statut.acquis'),
    EXERCABLE: t('portfolio.statut.exercable'),
    EXPIRE: t('portfolio.statut.expire'),
  };
  const date = (value: string | null) => (value ? format.date(value) : t('portfolio.none'));
  const columnsOf = (type: TDroitType): TColumn<TDroitPlan>[] => [
    { key: 'plan', label: t('portfolio.col.plan'), render: (plan) => plan.planLibe },
    { key: 'valeur', label: t('portfolio.col.valeur'), render: (plan) => plan.valeLibe },
    {
      key: 'attribution',
      label: t('portfolio.col.attribution'),
      render: (plan) => date(plan.dateAttribution),
    },
    {
      key: 'acquisition',
      label: type === 'AGA' ? t('portfolio.col.acquisition') : t('portfolio.col.exercice'),
      render: (plan) => date(plan.dateAcquisition),
    },
    type === 'AGA'
      ? {
          key: 'disponibilite',
          label: t('portfolio.col.disponibilite'),
          render: (plan) => date(plan.dateDisponibilite),
        }
      : {
          key: 'expiration',
          label: t('portfolio.col.expiration'),
          render: (plan) => date(plan.dateExpiration),
        },
    {
      key: 'quantite',
      label: t('portfolio.col.quantite'),
      numeric: true,
      render: (plan) => format.number(plan.quantite, 0),
    },
    ...(type === 'STOCK_OPTION'
      ? [
          {
            key: 'prix',
            label: t('portfolio.col.prixExercice'),
            numeric: true,
            render: (plan: TDroitPlan) =>
              plan.prixExercice === null
                ? t('portfolio.none')
                : format.amount(plan.prixExercice, data.devise),
          },
        ]
      : []),
    {
      key: 'statut',
      label: t('portfolio.col.statut'),
      render: (plan) => (
        <span className={`${classes.status} ${STATUS_CLASS[plan.statut]}`}>{statusLabel[plan.statut]}</span>
      ),
    },
    {
      key: 'valorisation',
      label: t('portfolio.col.valorisation'),
      numeric: true,
      render: (plan) => format.amount(plan.valorisation, data.devise),
    },
  ];

  return (
    <div className={classes.groups}>
      {data.groupes
        .filter((groupe) => groupe.plans.length > 0)
        .map((groupe) => (
          <DataTable
            key={groupe.type}
            caption={typeLabel[groupe.type]}
            columns={columnsOf(groupe.type)}
            rows={groupe.plans}
            rowKey={(plan) => plan.idPlan}
            total={{ label: t('portfolio.total'), value: format.amount(groupe.total, data.devise) }}
            testId={`droits-${groupe.type}`}
          />
        ))}
      <p className={classes.grandTotal} data-testid="droits-total">
        {t('portfolio.droits.total', { amount: format.amount(data.total, data.devise) })}
      </p>
    </div>
  );
}
