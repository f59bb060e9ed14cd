import { Alert, Button, NativeSelect, TextInput } from '@mantine/core';
import {
  NET_WORTH_BANDS,
  PROFILE_TEXT_LENGTHS,
  SALARY_BANDS,
  ZGeneralDataUpdate,
  type TProfile,
} from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorCode } from '../../../lib/http/api-error';
import { useUpdateGeneralData } from '../api/profile-api';
import { issuesByPath, serverFieldIssues } from '../model/issues';
import classes from '../profile.module.css';
import { Facts, SectionCard } from './section-card';

type TDraft = { profession: string; trancheSalaire: string; tranchePatrimoine: string };

/** Profession, salary band and net-worth band (spec 3 §3 bands). */
export function GeneralSection({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const update = useUpdateGeneralData();
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const parsed = draft ? ZGeneralDataUpdate.safeParse(draft) : null;
  const issues = { ...issuesByPath(parsed?.error), ...serverFieldIssues(update.error) };
  const error = (field: keyof TDraft) =>
    showErrors && issues[field] ? t(issues[field], { max: PROFILE_TEXT_LENGTHS.profession }) : undefined;
  const bands = (list: readonly string[], prefix: string) => [
    { value: '', label: t('profil.select') },
    ...list.map((value) => ({ value, label: t(`${prefix}.${value}`) })),
  ];

  return (
    <SectionCard
      id="general"
      title="profil.general.title"
      onEdit={
        !draft
          ? () => {
              update.reset();
              setShowErrors(false);
              setDraft({
                profession: profile.profession ?? '',
                trancheSalaire: profile.trancheSalaire ?? '',
                tranchePatrimoine: profile.tranchePatrimoine ?? '',
              });
            }
          : undefined
      }
    >
      {!draft ? (
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
            className={classes.wide}
            label={t('profil.field.profession')}
            value={draft.profession}
            maxLength={PROFILE_TEXT_LENGTHS.profession}
            onChange={(event) => setDraft({ ...draft, profession: event.currentTarget.value })}
            error={error('profession')}
            required
          />
          <NativeSelect
            label={t('profil.field.trancheSalaire')}
            value={draft.trancheSalaire}
            onChange={(event) => setDraft({ ...draft, trancheSalaire: event.currentTarget.value })}
            data={bands(SALARY_BANDS, 'profil.trancheSalaire')}
            error={error('trancheSalaire')}
            required
          />
          <NativeSelect
            label={t('profil.field.tranchePatrimoine')}
            value={draft.tranchePatrimoine}
            onChange={(event) => setDraft({ ...draft, tranchePatrimoine: event.currentTarget.value })}
            data={bands(NET_WORTH_BANDS, 'profil.tranchePatrimoine')}
            error={error('tranchePatrimoine')}
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
