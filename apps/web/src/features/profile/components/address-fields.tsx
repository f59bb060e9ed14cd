import { NativeSelect, TextInput } from '@mantine/core';
import { FRANCE, PROFILE_TEXT_LENGTHS, type TAddress } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import { useCommunes } from '../api/profile-api';
import type { TCountryOption } from '../model/country-options';
import classes from '../profile.module.css';

type TAddressFieldsProps = {
  prefix: 'adressePostale' | 'adresseFiscale';
  value: TAddress;
  onChange: (next: TAddress) => void;
  countries: TCountryOption[];
  issues: Record<string, string>;
  showErrors: boolean;
};

/**
 * One address: country, three lines, postal code and commune. In France the commune is chosen
 * among those of the postal code (resource/communes); elsewhere it is typed.
 */
export function AddressFields({
  prefix,
  value,
  onChange,
  countries,
  issues,
  showErrors,
}: TAddressFieldsProps) {
  const { t } = useTranslation();
  const isFrance = value.pays === FRANCE;
  const communes = useCommunes(value.codePostal, isFrance);
  const error = (field: keyof TAddress) => {
    const key = issues[`${prefix}.${field}`];
    return showErrors && key
      ? t(key, { max: field === 'codePostal' ? PROFILE_TEXT_LENGTHS.codePostal : PROFILE_TEXT_LENGTHS.ligne })
      : undefined;
  };
  const set = (field: keyof TAddress) => (text: string) => {
    const next = { ...value, [field]: text };
    // A new postal code or country makes the commune chosen for the old one meaningless.
    if (field === 'codePostal' || field === 'pays') next.commune = '';
    onChange(next);
  };
  const communeOptions = communes.data ?? [];

  return (
    <fieldset className={`${classes.form} ${classes.fieldset}`}>
      <legend className={classes.wide}>{t(`profil.${prefix}`)}</legend>
      <NativeSelect
        className={classes.wide}
        label={t('profil.field.pays')}
        value={value.pays}
        onChange={(event) => set('pays')(event.currentTarget.value)}
        data={[{ value: '', label: t('profil.select') }, ...countries]}
        error={error('pays')}
        required
      />
      {(['ligne1', 'ligne2', 'ligne3'] as const).map((line) => (
        <TextInput
          key={line}
          className={classes.wide}
          label={t(`profil.field.${line}`)}
          value={value[line]}
          maxLength={PROFILE_TEXT_LENGTHS.ligne}
          onChange={(event) => set(line)(event.currentTarget.value)}
          error={error(line)}
          required={line === 'ligne1'}
        />
      ))}
      <TextInput
        label={t('profil.field.codePostal')}
        value={value.codePostal}
        maxLength={PROFILE_TEXT_LENGTHS.codePostal}
        inputMode={isFrance ? 'numeric' : 'text'}
        onChange={(event) => set('codePostal')(event.currentTarget.value.trim())}
        error={error('codePostal')}
        required={isFrance}
      />
      {isFrance ? (
        <NativeSelect
          label={t('profil.field.commune')}
          value={value.commune}
          onChange={(event) => onChange({ ...value, commune: event.currentTarget.value })}
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
            ...communeOptions.map((commune) => ({ value: commune.nomCommune, label: commune.nomCommune })),
          ]}
          error={error('commune')}
          required
        />
      ) : (
        <TextInput
          label={t('profil.field.commune')}
          value={value.commune}
          maxLength={PROFILE_TEXT_LENGTHS.commune}
          onChange={(event) => set('commune')(event.currentTarget.value)}
          error={error('commune')}
          required
        />
      )}
    </fieldset>
  );
}
