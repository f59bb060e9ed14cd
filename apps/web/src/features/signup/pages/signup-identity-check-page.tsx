import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UploadContainer } from '../../../components/document-upload/upload-container';
import { SignupLayout } from '../components/signup-layout';
import { useSignupState } from '../model/signup-store';

/** /firstconnexion/justificatifs: the visitor's identity check, with the sign-up flow's verification key. */
export function SignupIdentityCheckPage() {
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
