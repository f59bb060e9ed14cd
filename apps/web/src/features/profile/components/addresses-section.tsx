import { Alert, Checkbox } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  makeZAddressesUpdate,
  taxAddressCountries,
  type TAddress,
  type TAddressesUpdate,
  type TProfile,
} from '@nomina/domain';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import { readSelectedHolder } from '../../../lib/session/user-access';
import { siteParameterQuery } from '../../../lib/query/site-parameter';
import { useUpdateAddresses } from '../api/profile-api';
import { useCountryName, useCountryOptions } from '../model/country-options';
import { fieldKey } from '../model/form-errors';
import { serverFieldIssues } from '../model/issues';
import classes from '../profile.module.css';
import { SectionFormActions } from './section-form-actions';
import { AddressFields, type TAddressesForm } from './address-fields';
import { Facts, SectionCard } from './section-card';

const EMPTY: TAddress = { pays: 'FRA', ligne1: '', ligne2: '', ligne3: '', codePostal: '', commune: '' };

function AddressText({ address }: { address: TAddress | null }) {
  const countryName = useCountryName();
  if (!address) return <>—</>;
  return (
    <>
      {[address.ligne1, address.ligne2, address.ligne3].filter(Boolean).join(', ')}
      <br />
      {`${address.codePostal} ${address.commune}`.trim()}, {countryName(address.pays)}
    </>
  );
}

/** Postal and tax addresses (habilitation maj_adresse); tax countries per PAYS_ADRESSE_FISCALE_AUTORISE. */
export function AddressesSection({ profile }: { profile: TProfile }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateAddresses();
  const start = () => {
    update.reset();
    setEditing(true);
  };
  return (
    <SectionCard
      id="adresses"
      title="profil.adresses.title"
      onEdit={profile.rights.maj_adresse && !editing ? start : undefined}
    >
      {update.isSuccess && !editing ? <SavedNotice /> : null}
      {!editing ? (
        <Facts
          items={[
            ['profil.adressePostale', <AddressText key="p" address={profile.adressePostale} />],
            ['profil.adresseFiscale', <AddressText key="f" address={profile.adresseFiscale} />],
          ]}
        />
      ) : (
        <AddressesForm profile={profile} update={update} onClose={() => setEditing(false)} />
      )}
    </SectionCard>
  );
}

function SavedNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="green" role="status" mb="sm">
      {t('profil.saved')}
    </Alert>
  );
}

/** The addresses of the form as sent: the tax address is the postal one when the box is ticked. */
const toBody = (values: TAddressesForm) => ({
  adressePostale: values.adressePostale,
  adresseFiscale: values.same ? values.adressePostale : values.adresseFiscale,
});

function AddressesForm({
  profile,
  update,
  onClose,
}: {
  profile: TProfile;
  update: ReturnType<typeof useUpdateAddresses>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const parameter = useQuery(
    siteParameterQuery(readSelectedHolder()?.emetIden ?? null, 'PAYS_ADRESSE_FISCALE_AUTORISE'),
  );
  const taxCountries = useMemo(() => taxAddressCountries(parameter.data?.paramValue), [parameter.data]);
  const allCountries = useCountryOptions();
  const taxOptions = useCountryOptions(taxCountries);
  // The issuer's tax countries may arrive after the first render: the resolver reads the latest.
  const allowed = useRef(taxCountries);
  allowed.current = taxCountries;
  const resolver = domainResolver<TAddressesForm, TAddressesUpdate>(() =>
    z.preprocess((values) => toBody(values as TAddressesForm), makeZAddressesUpdate(allowed.current)),
  );
  const form = useForm<TAddressesForm, unknown, TAddressesUpdate>({
    defaultValues: (() => {
      const postale = profile.adressePostale ?? EMPTY;
      const fiscale = profile.adresseFiscale ?? postale;
      return {
        adressePostale: postale,
        adresseFiscale: fiscale,
        same: JSON.stringify(postale) === JSON.stringify(fiscale),
      };
    })(),
    resolver,
  });
  const serverIssues = serverFieldIssues(update.error);
  const same = form.watch('same');
  const taxCountryKey = fieldKey(form.formState.errors, serverIssues, 'adresseFiscale.pays');

  const onValid = (body: TAddressesUpdate) => update.mutate(body, { onSuccess: onClose });

  return (
    <form className={classes.form} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <div className={classes.wide}>
        <AddressFields
          prefix="adressePostale"
          form={form}
          countries={allCountries}
          serverIssues={serverIssues}
        />
      </div>
      <Checkbox className={classes.wide} label={t('profil.adresseFiscale.same')} {...form.register('same')} />
      {same ? (
        taxCountryKey ? (
          <Alert color="red" role="alert" className={classes.wide}>
            {t(taxCountryKey)}
          </Alert>
        ) : null
      ) : (
        <div className={classes.wide}>
          <AddressFields
            prefix="adresseFiscale"
            form={form}
            countries={taxOptions}
            serverIssues={serverIssues}
          />
        </div>
      )}
      <SectionFormActions update={update} serverIssues={serverIssues} onClose={onClose} />
    </form>
  );
}
