import { NativeSelect, TextInput } from '@mantine/core';
import { FRANCE, PROFILE_TEXT_LENGTHS, type TAddress, type TAddressesUpdate } from '@nomina/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCommunes } from '../api/profile-api';
import type { TCountryOption } from '../model/country-options';
import { fieldKey } from '../model/form-errors';
import classes from '../profile.module.css';

/** The addresses form: both addresses and whether the tax one is the postal one. */
export type TAddressesForm = { adressePostale: TAddress; adresseFiscale: TAddress; same: boolean };

type TAddressFieldsProps = {
  prefix: 'adressePostale' | 'adresseFiscale';
  form: UseFormReturn<TAddressesForm, unknown, TAddressesUpdate>;
  countries: TCountryOption[];
  serverIssues: Record<string, string>;
};

/**
 * One address: country, three lines, postal code and commune. In France the commune is chosen
 * among those of the postal code (resource/communes); elsewhere it is typed.
 */
export function AddressFields({ prefix, form, countries, serverIssues }: TAddressFieldsProps) {
  const { t } = useTranslation();
  const [pays, codePostal] = form.watch([`${prefix}.pays`, `${prefix}.codePostal`]);
  const isFrance = pays === FRANCE;
  const communes = useCommunes(codePostal, isFrance);
  const { errors } = form.formState;
  const error = (field: keyof TAddress) => {
    const key = fieldKey(errors, serverIssues, `${prefix}.${field}`);
    return key
      ? t(key, { max: field === 'codePostal' ? PROFILE_TEXT_LENGTHS.codePostal : PROFILE_TEXT_LENGTHS.ligne })
      : undefined;
  };
  // A new postal code or country makes the commune chosen for the old one meaningless.
  const clearCommune = () =>
    form.setValue(`${prefix}.commune`, '', { shouldValidate: form.formState.isSubmitted });
  const communeOptions = communes.data ?? [];

  return (
    <fieldset className={`${classes.form} ${classes.fieldset}`}>
      <legend className={classes.wide}>{t(`profil.${prefix}`)}</legend>
      <Controller
        control={form.control}
        name={`${prefix}.pays`}
        render={({ field }) => (
          <NativeSelect
            className={classes.wide}
            label={t('profil.field.pays')}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.currentTarget.value);
              clearCommune();
            }}
            data={[{ value: '', label: t('profil.select') }, ...countries]}
            error={error('pays')}
            required
          />
        )}
      />
      {(['ligne1', 'ligne2', 'ligne3'] as const).map((line) => (
        <TextInput
          key={line}
          className={classes.wide}
          label={t(`profil.field.${line}`)}
          maxLength={PROFILE_TEXT_LENGTHS.ligne}
          {...form.register(`${prefix}.${line}`)}
          error={error(line)}
          required={line === 'ligne1'}
        />
      ))}
      <Controller
        control={form.control}
        name={`${prefix}.codePostal`}
        render={({ field }) => (
          <TextInput
            label={t('profil.field.codePostal')}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            maxLength={PROFILE_TEXT_LENGTHS.codePostal}
            inputMode={isFrance ? 'numeric' : 'text'}
            onChange={(event) => {
              field.onChange(event.currentTarget.value.trim());
              clearCommune();
            }}
            error={error('codePostal')}
            required={isFrance}
          />
        )}
      />
      {isFrance ? (
        <Controller
          control={form.control}
          name={`${prefix}.commune`}
          render={({ field }) => (
            <NativeSelect
              label={t('profil.field.commune')}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              data={[
                {
                  value: '',
                  label: t(
                    communes.isFetching
                      ? 'profil.commune.loading'
                      : communeOptions.length === 0
                        ? 'profil.commune.none'
                        : 'profil.select',
                  ),
                },
                ...communeOptions.map((commune) => ({
                  value: commune.nomCommune,
                  label: commune.nomCommune,
                })),
              ]}
              error={error('commune')}
              required
            />
          )}
        />
      ) : (
        <TextInput
          key={`${prefix}-commune-text`}
          label={t('profil.field.commune')}
          maxLength={PROFILE_TEXT_LENGTHS.commune}
          {...form.register(`${prefix}.commune`)}
          error={error('commune')}
          required
        />
      )}
    </fieldset>
  );
}
