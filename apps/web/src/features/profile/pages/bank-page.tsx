import { Alert, Button, Loader, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorCode } from '../../../lib/http/api-error';
import { useFormat } from '../../../lib/format/use-format';
import { useBankDetails } from '../api/bank-api';
import { useProfile } from '../api/profile-api';
import { BankChangeForm } from '../components/bank-change-form';
import { Facts, SectionCard } from '../components/section-card';
import classes from '../profile.module.css';

/** profil/bancaire (spec 3 §2): the IBAN on file (starred), a change and its review status. */
export function BankPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const bank = useBankDetails();
  const profile = useProfile();
  const [isChanging, setIsChanging] = useState(false);
  const [isSent, setIsSent] = useState(false);

  return (
    <div className={classes.page} data-testid="bank-page">
      <Title order={1}>{t('bancaire.title')}</Title>
      {bank.isPending || profile.isPending ? (
        <Loader role="status" aria-label={t('profil.loading')} />
      ) : bank.isError || profile.isError ? (
        <Alert color="red" role="alert">
          {t(toErrorCode(bank.error ?? profile.error))}
        </Alert>
      ) : (
        <>
          {isSent ? (
            <Alert color="green" role="status">
              {t('bancaire.sent')}
            </Alert>
          ) : null}
          <SectionCard
            id="bancaire"
            title="bancaire.actuel.title"
            editLabel="bancaire.change"
            onEdit={
              // A refused change leaves the holder free to ask for a new one.
              bank.data.canChange && bank.data.enCours?.status !== 'EN_ATTENTE' && !isChanging
                ? () => {
                    setIsSent(false);
                    setIsChanging(true);
                  }
                : undefined
            }
          >
            {bank.data.actuel ? (
              <Facts
                items={[
                  ['bancaire.field.iban', bank.data.actuel.ibanMasque],
                  ['bancaire.field.bic', bank.data.actuel.bic],
                  ['bancaire.field.banque', bank.data.actuel.banque],
                  ['bancaire.field.guichet', bank.data.actuel.guichet],
                  ['bancaire.field.cle', bank.data.actuel.cle],
                ]}
              />
            ) : (
              <p>{t('bancaire.none')}</p>
            )}
          </SectionCard>
          {bank.data.enCours ? (
            <SectionCard id="bancaire-en-cours" title="bancaire.enCours.title">
              <Facts
                items={[
                  ['bancaire.field.iban', bank.data.enCours.ibanMasque],
                  ['bancaire.field.bic', bank.data.enCours.bic],
                  ['bancaire.field.date', format.date(bank.data.enCours.dateDemande)],
                  ['bancaire.field.status', t(`profil.documents.status.${bank.data.enCours.status}`)],
                ]}
              />
              {bank.data.enCours.status === 'REFUSE' ? (
                <Alert color="orange" role="status" mt="sm" data-testid="bancaire-refused">
                  {t('bancaire.enCours.refused')}
                </Alert>
              ) : null}
            </SectionCard>
          ) : null}
          {isChanging ? (
            <SectionCard id="bancaire-change" title="bancaire.change.title">
              <BankChangeForm
                residenceFiscale={profile.data.residenceFiscale}
                onDone={() => {
                  setIsChanging(false);
                  setIsSent(true);
                }}
              />
              <Button variant="default" mt="sm" onClick={() => setIsChanging(false)}>
                {t('profil.cancel')}
              </Button>
            </SectionCard>
          ) : null}
        </>
      )}
    </div>
  );
}
