import { Alert, Anchor, Loader, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { toErrorCode } from '../../../lib/http/api-error';
import { useProfile } from '../api/profile-api';
import { AddressesSection } from '../components/addresses-section';
import { AuditSection } from '../components/audit-section';
import { BirthSection } from '../components/birth-section';
import { CommunicationSection } from '../components/communication-section';
import { ContactsSection } from '../components/contacts-section';
import { DocumentsSection } from '../components/documents-section';
import { GeneralSection } from '../components/general-section';
import { Facts, SectionCard } from '../components/section-card';
import classes from '../profile.module.css';
import { serverKey } from '../../../lib/i18n/server-key';

/**
 * profil (spec 3 §2): identity, tax residence, addresses, contacts, the e-services and
 * e-convocation choices, birth, general data, documents, audit.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();

  return (
    <div className={classes.page} data-testid="profile-page">
      <Title order={1}>{t('profil.title')}</Title>
      {profile.isPending ? (
        <Loader role="status" aria-label={t('profil.loading')} />
      ) : profile.isError ? (
        <Alert color="red" role="alert">
          {t(toErrorCode(profile.error))}
        </Alert>
      ) : (
        <>
          <SectionCard id="identite" title="profil.identite.title">
            <Facts
              items={[
                [
                  'profil.field.nom',
                  `${t(serverKey(`profil.civility.${profile.data.civility}`))} ${profile.data.firstName} ${profile.data.lastName}`,
                ],
                ['profil.field.tituNume', profile.data.tituNume],
                [
                  'profil.field.residenceFiscale',
                  t(`profil.residence.${profile.data.residenceFiscale}`, {
                    defaultValue: profile.data.residenceFiscale,
                  }),
                ],
              ]}
            />
            <div className={classes.links}>
              <Anchor component={Link} to={paths.profilBancaire.getHref()}>
                {t('menu.maj_bank')}
              </Anchor>
              <Anchor component={Link} to={paths.coctForm.getHref()}>
                {t('menu.coct_form')}
              </Anchor>
            </div>
          </SectionCard>
          <AddressesSection profile={profile.data} />
          <ContactsSection profile={profile.data} />
          <CommunicationSection />
          <BirthSection profile={profile.data} />
          <GeneralSection profile={profile.data} />
          <DocumentsSection />
          <AuditSection />
        </>
      )}
    </div>
  );
}
