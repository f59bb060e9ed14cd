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
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver } from '../../../lib/forms/domain-resolver';
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
  const form = useForm<TDraft, unknown, TAgreementData>({
    defaultValues: {
      situationFamiliale: initial.situationFamiliale ?? '',
      situationProfessionnelle: initial.situationProfessionnelle ?? '',
      profession: initial.profession ?? '',
      trancheSalaire: initial.trancheSalaire ?? '',
      tranchePatrimoine: initial.tranchePatrimoine ?? '',
      instrumentsConnus: initial.instrumentsConnus ?? [],
      experience: initial.experience ?? '',
      frequence: initial.frequence ?? '',
    },
    resolver: domainResolver<TDraft, TAgreementData>(ZAgreementData),
  });
  const { errors } = form.formState;
  const error = (field: keyof TDraft) => {
    const key = errors[field]?.message;
    return key ? t(key, { max: PROFILE_TEXT_LENGTHS.profession }) : undefined;
  };
  // Any answer changed makes leaving the step ask for confirmation.
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    const subscription = form.watch(() => changed.current());
    return () => subscription.unsubscribe();
  }, [form]);

  return (
    <form className={classes.form} noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <TextInput
        className={classes.wide}
        label={t('profil.field.profession')}
        maxLength={PROFILE_TEXT_LENGTHS.profession}
        {...form.register('profession')}
        error={error('profession')}
        required
      />
      {SELECTS.map(([field, values, prefix, label]) => (
        <NativeSelect
          key={field}
          label={t(label)}
          {...form.register(field)}
          data={[
            { value: '', label: t('profil.select') },
            ...values.map((value) => ({ value, label: t(`${prefix}.${value}`) })),
          ]}
          error={error(field)}
          required
        />
      ))}
      <Controller
        control={form.control}
        name="instrumentsConnus"
        render={({ field }) => (
          <Checkbox.Group
            className={classes.wide}
            label={t('coct.field.instrumentsConnus')}
            value={field.value}
            onChange={field.onChange}
          >
            <div className={classes.links}>
              {INSTRUMENTS.map((value) => (
                <Checkbox key={value} value={value} label={t(`coct.instrument.${value}`)} />
              ))}
            </div>
          </Checkbox.Group>
        )}
      />
      <div className={classes.actions}>
        <Button type="submit" loading={isBusy}>
          {t('coct.step1.submit')}
        </Button>
      </div>
    </form>
  );
}
