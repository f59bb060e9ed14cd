import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SignupLayout } from '../../signup/components/signup-layout';
import { useSignupState } from '../../signup/model/signup-store';
import { UploadContainer } from '../components/upload-container';
import classes from '../identity-check.module.css';

/** /firstconnexion/justificatifs: the visitor's check, with the sign-up flow's verification key. */
export function VisitorIdentityCheckPage() {
  const { t } = useTranslation();
  const { verificationKey, contact } = useSignupState();
  return (
    <SignupLayout title={t('idcheck.title')}>
      {verificationKey ? (
        <UploadContainer
          mode="visitor"
          visitor={{ verificationKey, phone: contact?.telephone ?? '', email: contact?.email ?? '' }}
        />
      ) : (
        <Text role="alert">{t('signup.flow.expired')}</Text>
      )}
    </SignupLayout>
  );
}

/** /profil/justificatifs: the connected user's check (checkIdentity, profile). */
export function ProfileIdentityCheckPage() {
  const { t } = useTranslation();
  return (
    <div className={classes.stack}>
      <Title order={1}>{t('idcheck.title')}</Title>
      <UploadContainer mode="connected" />
    </div>
  );
}
