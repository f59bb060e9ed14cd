import { Button, Checkbox, NativeSelect, TextInput } from '@mantine/core';
import {
  EXPERIENCE_LEVELS,
  FAMILY_SITUATIONS,
  INSTRUMENTS,
  NET_WORTH_BANDS,
  PROFILE_TEXT_LENGTHS,
  SALARY_BANDS,
  TRADING_FREQUENCIES,
  WORK_SITUATIONS,
  ZAgreementData,
  type TAgreement,
  type TAgreementData,
} from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issuesByPath } from '../model/issues';
import classes from '../profile.module.css';

type TDraft = Record<Exclude<keyof TAgreementData, 'instrumentsConnus'>, string> & {
  instrumentsConnus: string[];
};

const SELECTS = [
  ['situationFamiliale', FAMILY_SITUATIONS, 'coct.situationFamiliale', 'coct.field.situationFamiliale'],
  [
    'situationProfessionnelle',
    WORK_SITUATIONS,
    'coct.situationProfessionnelle',
    'coct.field.situationProfessionnelle',
  ],
  ['trancheSalaire', SALARY_BANDS, 'profil.trancheSalaire', 'profil.field.trancheSalaire'],
  ['tranchePatrimoine', NET_WORTH_BANDS, 'profil.tranchePatrimoine', 'profil.field.tranchePatrimoine'],
  ['experience', EXPERIENCE_LEVELS, 'coct.experience', 'coct.field.experience'],
  ['frequence', TRADING_FREQUENCIES, 'coct.frequence', 'coct.field.frequence'],
] as const;

/** coct_form step 1: the situation, bands, knowledge and experience the agreement needs. */
export function AgreementForm({
  initial,
  isBusy,
  onChange,
  onSubmit,
}: {
  initial: TAgreement['data'];
  isBusy: boolean;
  onChange: () => void;
  onSubmit: (data: TAgreementData) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TDraft>({
    situationFamiliale: initial.situationFamiliale ?? '',
    situationProfessionnelle: initial.situationProfessionnelle ?? '',
    profession: initial.profession ?? '',
    trancheSalaire: initial.trancheSalaire ?? '',
    tranchePatrimoine: initial.tranchePatrimoine ?? '',
    instrumentsConnus: initial.instrumentsConnus ?? [],
    experience: initial.experience ?? '',
    frequence: initial.frequence ?? '',
  });
  const [showErrors, setShowErrors] = useState(false);
  const parsed = ZAgreementData.safeParse(draft);
  const issues = issuesByPath(parsed.error);
  const error = (field: string) =>
    showErrors && issues[field] ? t(issues[field], { max: PROFILE_TEXT_LENGTHS.profession }) : undefined;
  const set = (field: keyof TDraft, value: string | string[]) => {
    setDraft({ ...draft, [field]: value });
    onChange();
  };

  return (
    <form
      className={classes.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setShowErrors(true);
        if (parsed.success) onSubmit(parsed.data);
      }}
    >
      <TextInput
        className={classes.wide}
        label={t('profil.field.profession')}
        value={draft.profession}
        maxLength={PROFILE_TEXT_LENGTHS.profession}
        onChange={(event) => set('profession', event.currentTarget.value)}
        error={error('profession')}
        required
      />
      {SELECTS.map(([field, values, prefix, label]) => (
        <NativeSelect
          key={field}
          label={t(label)}
          value={draft[field]}
          onChange={(event) => set(field, event.currentTarget.value)}
          data={[
            { value: '', label: t('profil.select') },
            ...values.map((value) => ({ value, label: t(`${prefix}.${value}`) })),
          ]}
          error={error(field)}
          required
        />
      ))}
      <Checkbox.Group
        className={classes.wide}
        label={t('coct.field.instrumentsConnus')}
        value={draft.instrumentsConnus}
        onChange={(value) => set('instrumentsConnus', value)}
      >
        <div className={classes.links}>
          {INSTRUMENTS.map((value) => (
            <Checkbox key={value} value={value} label={t(`coct.instrument.${value}`)} />
          ))}
        </div>
      </Checkbox.Group>
      <div className={classes.actions}>
        <Button type="submit" loading={isBusy}>
          {t('coct.step1.submit')}
        </Button>
      </div>
    </form>
  );
}
