import { NativeSelect, TextInput } from '@mantine/core';
import {
  NET_WORTH_BANDS,
  PROFILE_TEXT_LENGTHS,
  SALARY_BANDS,
  ZGeneralDataUpdate,
  type TGeneralDataUpdate,
  type TProfile,
} from '@nomina/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import { useUpdateGeneralData } from '../api/profile-api';
import { fieldKey } from '../model/form-errors';
import { serverFieldIssues } from '../model/issues';
import { keyedOptions, selectData } from '../model/select-options';
import classes from '../profile.module.css';
import { SectionFormActions } from './section-form-actions';
import { Facts, SectionCard } from './section-card';

const SALARY_OPTIONS = keyedOptions(SALARY_BANDS, (value) => `profil.trancheSalaire.${value}`);
const NET_WORTH_OPTIONS = keyedOptions(NET_WORTH_BANDS, (value) => `profil.tranchePatrimoine.${value}`);

/** The form's values before the domain schema narrows them (a band may be unchosen). */
type TGeneralForm = { profession: string; trancheSalaire: string; tranchePatrimoine: string };

/** Profession, salary band and net-worth band (spec 3 §3 bands). */
export function GeneralSection({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const update = useUpdateGeneralData();
  const [editing, setEditing] = useState(false);

  return (
    <SectionCard
      id="general"
      title="profil.general.title"
      onEdit={
        !editing
          ? () => {
              update.reset();
              setEditing(true);
            }
          : undefined
      }
    >
      {!editing ? (
        <Facts
          items={[
            ['profil.field.profession', profile.profession],
            [
              'profil.field.trancheSalaire',
              profile.trancheSalaire ? t(`profil.trancheSalaire.${profile.trancheSalaire}`) : null,
            ],
            [
              'profil.field.tranchePatrimoine',
              profile.tranchePatrimoine ? t(`profil.tranchePatrimoine.${profile.tranchePatrimoine}`) : null,
            ],
          ]}
        />
      ) : (
        <GeneralForm profile={profile} update={update} onClose={() => setEditing(false)} />
      )}
    </SectionCard>
  );
}

function GeneralForm({
  profile,
  update,
  onClose,
}: {
  profile: TProfile;
  update: ReturnType<typeof useUpdateGeneralData>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<TGeneralForm, unknown, TGeneralDataUpdate>({
    defaultValues: {
      profession: profile.profession ?? '',
      trancheSalaire: profile.trancheSalaire ?? '',
      tranchePatrimoine: profile.tranchePatrimoine ?? '',
    },
    resolver: domainResolver<TGeneralForm, TGeneralDataUpdate>(ZGeneralDataUpdate),
  });
  const serverIssues = serverFieldIssues(update.error);
  const error = (field: keyof TGeneralForm) => {
    const key = fieldKey(form.formState.errors, serverIssues, field);
    return key ? t(key, { max: PROFILE_TEXT_LENGTHS.profession }) : undefined;
  };
  const onValid = (body: TGeneralDataUpdate) => update.mutate(body, { onSuccess: onClose });

  return (
    <form className={classes.form} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <TextInput
        className={classes.wide}
        label={t('profil.field.profession')}
        maxLength={PROFILE_TEXT_LENGTHS.profession}
        {...form.register('profession')}
        error={error('profession')}
        required
      />
      <NativeSelect
        label={t('profil.field.trancheSalaire')}
        {...form.register('trancheSalaire')}
        data={selectData(t, SALARY_OPTIONS)}
        error={error('trancheSalaire')}
        required
      />
      <NativeSelect
        label={t('profil.field.tranchePatrimoine')}
        {...form.register('tranchePatrimoine')}
        data={selectData(t, NET_WORTH_OPTIONS)}
        error={error('tranchePatrimoine')}
        required
      />
      <SectionFormActions update={update} serverIssues={serverIssues} onClose={onClose} />
    </form>
  );
}
