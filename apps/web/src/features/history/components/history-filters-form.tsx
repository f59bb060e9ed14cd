import { Button, NativeSelect, TextInput } from '@mantine/core';
import { ZOperationNom, ZOperationStatut, type THistoCategorie } from '@nomina/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useValeurs } from '../api/get-valeurs';
import { withoutPage, type THistoryFilters } from '../model/history-filters';
import { OPERATION_TYPES_OF } from '../model/history-tabs';
import classes from './history.module.css';

type TDraft = { dateDebut: string; dateFin: string; typeOperation: string; statut: string; valeIden: string };

function toDraft(filters: THistoryFilters): TDraft {
  return {
    dateDebut: filters.dateDebut ?? '',
    dateFin: filters.dateFin ?? '',
    typeOperation: filters.typeOperation ?? '',
    statut: filters.statut ?? '',
    valeIden: filters.valeIden ? String(filters.valeIden) : '',
  };
}

function fromDraft(draft: TDraft): THistoryFilters {
  const type = ZOperationNom.safeParse(draft.typeOperation);
  const statut = ZOperationStatut.safeParse(draft.statut);
  return {
    page: 1,
    ...(draft.dateDebut ? { dateDebut: draft.dateDebut } : {}),
    ...(draft.dateFin ? { dateFin: draft.dateFin } : {}),
    ...(type.success ? { typeOperation: type.data } : {}),
    ...(statut.success ? { statut: statut.data } : {}),
    ...(draft.valeIden ? { valeIden: Number(draft.valeIden) } : {}),
  };
}

type THistoryFiltersFormProps = {
  categorie: THistoCategorie;
  filters: THistoryFilters;
  onApply: (filters: THistoryFilters) => void;
};

/** Period, operation type, status and security of a history tab; applying goes back to page 1. */
export function HistoryFiltersForm({ categorie, filters, onApply }: THistoryFiltersFormProps) {
  const { t } = useTranslation();
  const valeurs = useValeurs();
  const [draft, setDraft] = useState<TDraft>(() => toDraft(filters));
  const isPeriodInverted = draft.dateDebut !== '' && draft.dateFin !== '' && draft.dateDebut > draft.dateFin;
  const set = (name: keyof TDraft) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setDraft((current) => ({ ...current, [name]: value }));
  };
  const all = { value: '', label: t('history.filter.all') };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPeriodInverted) onApply(fromDraft(draft));
  };
  const onReset = () => {
    setDraft(toDraft({ page: 1 }));
    onApply({ page: 1 });
  };

  return (
    <form className={classes.filters} onSubmit={onSubmit} aria-label={t('history.filter.title')}>
      <TextInput
        type="date"
        label={t('history.filter.from')}
        value={draft.dateDebut}
        onChange={set('dateDebut')}
      />
      <TextInput
        type="date"
        label={t('history.filter.to')}
        value={draft.dateFin}
        onChange={set('dateFin')}
        error={isPeriodInverted ? t('history.filter.period.invalid') : undefined}
      />
      <NativeSelect
        label={t('history.filter.type')}
        value={draft.typeOperation}
        onChange={set('typeOperation')}
        data={[
          all,
          ...OPERATION_TYPES_OF[categorie].map((value) => ({
            value,
            label: t(`register.operation.${value}`),
          })),
        ]}
      />
      <NativeSelect
        label={t('history.filter.status')}
        value={draft.statut}
        onChange={set('statut')}
        data={[
          all,
          ...ZOperationStatut.options.map((value) => ({ value, label: t(`register.statut.${value}`) })),
        ]}
      />
      <NativeSelect
        label={t('history.filter.security')}
        value={draft.valeIden}
        onChange={set('valeIden')}
        data={[
          all,
          ...(valeurs.data ?? []).map((valeur) => ({
            value: String(valeur.valeIden),
            label: valeur.valeLibe,
          })),
        ]}
      />
      <div className={classes.filterActions}>
        <Button type="submit">{t('history.filter.apply')}</Button>
        <Button
          type="button"
          variant="default"
          onClick={onReset}
          disabled={Object.keys(withoutPage(filters)).length === 0}
        >
          {t('history.filter.reset')}
        </Button>
      </div>
    </form>
  );
}
