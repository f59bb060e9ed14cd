import { Alert, Button, Checkbox } from '@mantine/core';
import { makeZAddressesUpdate, taxAddressCountries, type TAddress, type TProfile } from '@nomina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorCode } from '../../../lib/http/api-error';
import { readSelectedHolder } from '../../../lib/session/user-access';
import { useTaxCountries, useUpdateAddresses } from '../api/profile-api';
import { useCountryName, useCountryOptions } from '../model/country-options';
import { issuesByPath, serverFieldIssues } from '../model/issues';
import classes from '../profile.module.css';
import { AddressFields } from './address-fields';
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
  const { t } = useTranslation();
  const [draft, setDraft] = useState<{ postale: TAddress; fiscale: TAddress; same: boolean } | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const update = useUpdateAddresses();
  const parameter = useTaxCountries(readSelectedHolder()?.emetIden ?? null);
  const taxCountries = taxAddressCountries(parameter.data?.paramValue);
  const allCountries = useCountryOptions();
  const taxOptions = useCountryOptions(taxCountries);

  const body = draft
    ? { adressePostale: draft.postale, adresseFiscale: draft.same ? draft.postale : draft.fiscale }
    : null;
  const parsed = body ? makeZAddressesUpdate(taxCountries).safeParse(body) : null;
  const issues = { ...issuesByPath(parsed?.error), ...serverFieldIssues(update.error) };

  const start = () => {
    update.reset();
    setShowErrors(false);
    const postale = profile.adressePostale ?? EMPTY;
    const fiscale = profile.adresseFiscale ?? postale;
    setDraft({ postale, fiscale, same: JSON.stringify(postale) === JSON.stringify(fiscale) });
  };
  const save = () => {
    setShowErrors(true);
    if (!parsed?.success) return;
    update.mutate(parsed.data, { onSuccess: () => setDraft(null) });
  };

  return (
    <SectionCard
      id="adresses"
      title="profil.adresses.title"
      onEdit={profile.rights.maj_adresse && !draft ? start : undefined}
    >
      {update.isSuccess && !draft ? (
        <Alert color="green" role="status" mb="sm">
          {t('profil.saved')}
        </Alert>
      ) : null}
      {!draft ? (
        <Facts
          items={[
            ['profil.adressePostale', <AddressText key="p" address={profile.adressePostale} />],
            ['profil.adresseFiscale', <AddressText key="f" address={profile.adresseFiscale} />],
          ]}
        />
      ) : (
        <form
          className={classes.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <div className={classes.wide}>
            <AddressFields
              prefix="adressePostale"
              value={draft.postale}
              onChange={(postale) => setDraft({ ...draft, postale })}
              countries={allCountries}
              issues={issues}
              showErrors={showErrors}
            />
          </div>
          <Checkbox
            className={classes.wide}
            label={t('profil.adresseFiscale.same')}
            checked={draft.same}
            onChange={(event) => setDraft({ ...draft, same: event.currentTarget.checked })}
          />
          {draft.same ? (
            showErrors && issues['adresseFiscale.pays'] ? (
              <Alert color="red" role="alert" className={classes.wide}>
                {t(issues['adresseFiscale.pays'])}
              </Alert>
            ) : null
          ) : (
            <div className={classes.wide}>
              <AddressFields
                prefix="adresseFiscale"
                value={draft.fiscale}
                onChange={(fiscale) => setDraft({ ...draft, fiscale })}
                countries={taxOptions}
                issues={issues}
                showErrors={showErrors}
              />
            </div>
          )}
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
