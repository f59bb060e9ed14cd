import { NativeSelect, TextInput } from '@mantine/core';
import {
  PROFILE_TEXT_LENGTHS,
  ZBirthUpdate,
  latestBirthDate,
  type TBirthUpdate,
  type TProfile,
} from '@nomina/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import { useFormat } from '../../../lib/format/use-format';
import { useUpdateBirth } from '../api/profile-api';
import { useCountryName, useCountryOptions } from '../model/country-options';
import { fieldKey } from '../model/form-errors';
import { serverFieldIssues } from '../model/issues';
import classes from '../profile.module.css';
import { SectionFormActions } from './section-form-actions';
import { Facts, SectionCard } from './section-card';

/** Birth date (18 to 150 years), place and country (habilitation maj_naissance). */
export function BirthSection({ profile }: { profile: TProfile }) {
  const format = useFormat();
  const countryName = useCountryName();
  const update = useUpdateBirth();
  const [editing, setEditing] = useState(false);

  return (
    <SectionCard
      id="naissance"
      title="profil.naissance.title"
      onEdit={
        profile.rights.maj_naissance && !editing
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
            ['profil.field.dateNaissance', profile.dateNaissance ? format.date(profile.dateNaissance) : null],
            ['profil.field.lieuNaissance', profile.lieuNaissance],
            ['profil.field.paysNaissance', countryName(profile.paysNaissance)],
          ]}
        />
      ) : (
        <BirthForm profile={profile} update={update} onClose={() => setEditing(false)} />
      )}
    </SectionCard>
  );
}

function BirthForm({
  profile,
  update,
  onClose,
}: {
  profile: TProfile;
  update: ReturnType<typeof useUpdateBirth>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  const form = useForm<TBirthUpdate>({
    defaultValues: {
      dateNaissance: profile.dateNaissance ?? '',
      lieuNaissance: profile.lieuNaissance ?? '',
      paysNaissance: profile.paysNaissance ?? '',
    },
    resolver: domainResolver<TBirthUpdate>(ZBirthUpdate),
  });
  const serverIssues = serverFieldIssues(update.error);
  const error = (field: keyof TBirthUpdate) => {
    const key = fieldKey(form.formState.errors, serverIssues, field);
    return key ? t(key, { max: PROFILE_TEXT_LENGTHS.lieuNaissance }) : undefined;
  };
  const onValid = (body: TBirthUpdate) => update.mutate(body, { onSuccess: onClose });

  return (
    <form className={classes.form} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <TextInput
        type="date"
        label={t('profil.field.dateNaissance')}
        max={latestBirthDate()}
        {...form.register('dateNaissance')}
        error={error('dateNaissance')}
        required
      />
      <TextInput
        label={t('profil.field.lieuNaissance')}
        maxLength={PROFILE_TEXT_LENGTHS.lieuNaissance}
        {...form.register('lieuNaissance')}
        error={error('lieuNaissance')}
        required
      />
      <NativeSelect
        label={t('profil.field.paysNaissance')}
        {...form.register('paysNaissance')}
        data={[{ value: '', label: t('profil.select') }, ...countries]}
        error={error('paysNaissance')}
        required
      />
      <SectionFormActions update={update} serverIssues={serverIssues} onClose={onClose} />
    </form>
  );
}
