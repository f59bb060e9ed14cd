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
import type { TTranslationKey } from '@nomina/translations/keys';
import { domainResolver, fieldErrorText } from '../../../lib/forms/domain-resolver';
import { keyedOptions, selectData, type TKeyedOption } from '../model/select-options';
import classes from '../profile.module.css';

type TDraft = Record<Exclude<keyof TAgreementData, 'instrumentsConnus'>, string> & {
  instrumentsConnus: string[];
};

type TSelect = {
  field: Exclude<keyof TDraft, 'instrumentsConnus'>;
  label: TTranslationKey;
  options: TKeyedOption[];
};

const SELECTS: TSelect[] = [
  {
    field: 'situationFamiliale',
    label: 'coct.field.situationFamiliale',
    options: keyedOptions(FAMILY_SITUATIONS, (value) => `coct.situationFamiliale.${value}`),
  },
  {
    field: 'situationProfessionnelle',
    label: 'coct.field.situationProfessionnelle',
    options: keyedOptions(WORK_SITUATIONS, (value) => `coct.situationProfessionnelle.${value}`),
  },
  {
    field: 'trancheSalaire',
    label: 'profil.field.trancheSalaire',
    options: keyedOptions(SALARY_BANDS, (value) => `profil.trancheSalaire.${value}`),
  },
  {
    field: 'tranchePatrimoine',
    label: 'profil.field.tranchePatrimoine',
    options: keyedOptions(NET_WORTH_BANDS, (value) => `profil.tranchePatrimoine.${value}`),
  },
  {
    field: 'experience',
    label: 'coct.field.experience',
    options: keyedOptions(EXPERIENCE_LEVELS, (value) => `coct.experience.${value}`),
  },
  {
    field: 'frequence',
    label: 'coct.field.frequence',
    options: keyedOptions(TRADING_FREQUENCIES, (value) => `coct.frequence.${value}`),
  },
];

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
  const error = (field: keyof TDraft) =>
    fieldErrorText(t, errors[field], { params: { max: PROFILE_TEXT_LENGTHS.profession } });
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
      {SELECTS.map(({ field, label, options }) => (
        <NativeSelect
          key={field}
          label={t(label)}
          {...form.register(field)}
          data={selectData(t, options)}
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
