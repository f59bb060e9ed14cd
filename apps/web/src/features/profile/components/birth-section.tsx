import { Alert, Button, NativeSelect, TextInput } from '@mantine/core';
import {
  PROFILE_TEXT_LENGTHS,
  ZBirthUpdate,
  latestBirthDate,
  type TBirthUpdate,
  type TProfile,
} from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorCode } from '../../../lib/http/api-error';
import { useFormat } from '../../../lib/format/use-format';
import { useUpdateBirth } from '../api/profile-api';
import { useCountryName, useCountryOptions } from '../model/country-options';
import { issuesByPath, serverFieldIssues } from '../model/issues';
import classes from '../profile.module.css';
import { Facts, SectionCard } from './section-card';

/** Birth date (18 to 150 years), place and country (habilitation maj_naissance). */
export function BirthSection({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const format = useFormat();
  const countries = useCountryOptions();
  const countryName = useCountryName();
  const update = useUpdateBirth();
  const [draft, setDraft] = useState<TBirthUpdate | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const parsed = draft ? ZBirthUpdate.safeParse(draft) : null;
  const issues = { ...issuesByPath(parsed?.error), ...serverFieldIssues(update.error) };
  const error = (field: keyof TBirthUpdate) =>
    showErrors && issues[field] ? t(issues[field], { max: PROFILE_TEXT_LENGTHS.lieuNaissance }) : undefined;

  const start = () => {
    update.reset();
    setShowErrors(false);
    setDraft({
      dateNaissance: profile.dateNaissance ?? '',
      lieuNaissance: profile.lieuNaissance ?? '',
      paysNaissance: profile.paysNaissance ?? '',
    });
  };

  return (
    <SectionCard
      id="naissance"
      title="profil.naissance.title"
      onEdit={profile.rights.maj_naissance && !draft ? start : undefined}
    >
      {!draft ? (
        <Facts
          items={[
            ['profil.field.dateNaissance', profile.dateNaissance ? format.date(profile.dateNaissance) : null],
            ['profil.field.lieuNaissance', profile.lieuNaissance],
            ['profil.field.paysNaissance', countryName(profile.paysNaissance)],
          ]}
        />
      ) : (
        <form
          className={classes.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setShowErrors(true);
            if (parsed?.success) update.mutate(parsed.data, { onSuccess: () => setDraft(null) });
          }}
        >
          <TextInput
            type="date"
            label={t('profil.field.dateNaissance')}
            value={draft.dateNaissance}
            max={latestBirthDate()}
            onChange={(event) => setDraft({ ...draft, dateNaissance: event.currentTarget.value })}
            error={error('dateNaissance')}
            required
          />
          <TextInput
            label={t('profil.field.lieuNaissance')}
            value={draft.lieuNaissance}
            maxLength={PROFILE_TEXT_LENGTHS.lieuNaissance}
            onChange={(event) => setDraft({ ...draft, lieuNaissance: event.currentTarget.value })}
            error={error('lieuNaissance')}
            required
          />
          <NativeSelect
            label={t('profil.field.paysNaissance')}
            value={draft.paysNaissance}
            onChange={(event) => setDraft({ ...draft, paysNaissance: event.currentTarget.value })}
            data={[{ value: '', label: t('profil.select') }, ...countries]}
            error={error('paysNaissance')}
            required
          />
          {update.isError && Object.keys(serverFieldIssues(update.error)).length === 0 ? (
            <Alert color="red" role="alert" className={classes.wide}>
              {t(toErrorCode(update.error))}
            </Alert>
          ) : null}
          <div className={classes.actions}>
            <Button type="submit" loading={update.isPending}>
              {t('general.validate')}
            </Button>
            <Button variant="default" onClick={() => setDraft(null)}>
              {t('profil.cancel')}
            </Button>
          </div>
        </form>
      )}
    </SectionCard>
  );
}
