import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { SignupLayout } from '../components/signup-layout';
import { useSignupState } from '../model/signup-store';

/** The visitor an identity check is for: the sign-up flow's verification key and new contacts. */
export type TSignupVisitor = { verificationKey: string; phone: string; email: string };

/**
 * /firstconnexion/justificatifs: the visitor's identity check, with the sign-up flow's verification
 * key, once the SMS consent is given (the contact step records it before opening this page). The upload itself belongs to the identity-check feature; features do not import each other,
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
      {!verificationKey ? (
        <Text role="alert">{t('signup.flow.expired')}</Text>
      ) : contact?.consentementSms ? (
        renderUpload({ verificationKey, phone: contact.telephone ?? '', email: contact.email ?? '' })
      ) : (
        // Reached without the SMS consent (its address typed): it is given on the contact step.
        <>
          <Text role="alert">{t('signup.consent.tooltip')}</Text>
          <Anchor component={Link} to={paths.firstConnexion.getHref()}>
            {t('signup.back')}
          </Anchor>
        </>
      )}
    </SignupLayout>
  );
}
