import { Button, NativeSelect, TextInput } from '@mantine/core';
import {
  ZHistoryFiltersForm,
  ZOperationNom,
  ZOperationStatut,
  type THistoCategorie,
  type THistoryFiltersForm,
} from '@nomina/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver, fieldErrorText } from '../../../lib/forms/domain-resolver';
import { useValeurs } from '../api/get-valeurs';
import { withoutPage, type THistoryFilters } from '../model/history-filters';
import { OPERATION_TYPES_OF } from '../model/history-tabs';
import classes from './history.module.css';

type TDraft = THistoryFiltersForm;
const resolver = domainResolver<TDraft>(ZHistoryFiltersForm);

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
  // The period is checked as it is typed: changing either date checks the end date again.
  const form = useForm<TDraft>({ defaultValues: toDraft(filters), resolver, mode: 'onChange' });
  const { errors } = form.formState;
  // Controlled values: the security list arrives after the first render, and keeps its choice.
  const values = form.watch();
  const all = { value: '', label: t('history.filter.all') };

  const onReset = () => {
    form.reset(toDraft({ page: 1 }));
    onApply({ page: 1 });
  };

  return (
    <form
      className={classes.filters}
      onSubmit={form.handleSubmit((draft) => onApply(fromDraft(draft)))}
      aria-label={t('history.filter.title')}
    >
      <TextInput
        type="date"
        label={t('history.filter.from')}
        value={values.dateDebut}
        {...form.register('dateDebut', { deps: ['dateFin'] })}
      />
      <TextInput
        type="date"
        label={t('history.filter.to')}
        value={values.dateFin}
        {...form.register('dateFin')}
        error={fieldErrorText(t, errors.dateFin)}
      />
      <NativeSelect
        label={t('history.filter.type')}
        value={values.typeOperation}
        {...form.register('typeOperation')}
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
        value={values.statut}
        {...form.register('statut')}
        data={[
          all,
          ...ZOperationStatut.options.map((value) => ({ value, label: t(`register.statut.${value}`) })),
        ]}
      />
      <NativeSelect
        label={t('history.filter.security')}
        value={values.valeIden}
        {...form.register('valeIden')}
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
