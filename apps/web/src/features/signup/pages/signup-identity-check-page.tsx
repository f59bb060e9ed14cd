import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignupLayout } from '../components/signup-layout';
import { useSignupState } from '../model/signup-store';

/** The visitor an identity check is for: the sign-up flow's verification key and new contacts. */
export type TSignupVisitor = { verificationKey: string; phone: string; email: string };

/**
 * /firstconnexion/justificatifs: the visitor's identity check, with the sign-up flow's verification
 * key. The upload itself belongs to the identity-check feature; features do not import each other,
 * so the app's router gives it here (`renderUpload`).
 */
export function SignupIdentityCheckPage({
  renderUpload,
}: {
  renderUpload: (visitor: TSignupVisitor) => ReactNode;
}) {
  const { t } = useTranslation();
  const { verificationKey, contact } = useSignupState();
  return (
    <SignupLayout title={t('idcheck.title')}>
      {verificationKey ? (
        renderUpload({ verificationKey, phone: contact?.telephone ?? '', email: contact?.email ?? '' })
      ) : (
        <Text role="alert">{t('signup.flow.expired')}</Text>
      )}
    </SignupLayout>
  );
}
