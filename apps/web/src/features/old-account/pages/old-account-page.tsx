import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useThemeState } from '../../../lib/theme/theme-store';
import { ContactStep } from '../components/contact-step';
import { DoneStep } from '../components/done-step';
import { ExpiredStep } from '../components/expired-step';
import { IdentityForm } from '../components/identity-form';
import { OldAccountLayout } from '../components/old-account-layout';
import { OldLoginForm } from '../components/old-login-form';
import { SpaceStep } from '../components/space-step';
import { STEP_COUNT, STEP_VIEW, type TOldAccountFlow } from '../model/old-account-flow';
import { availableVariants, pickVariant, type TOldAccountVariant } from '../model/old-account-variant';

/**
 * ancienolis (spec 1 §2 items 7, 8, 10): migration of an old account, from the old login to the
 * new identifier. Only the variants the theme offers open (spec 1 §6); otherwise back to login.
 */
export function OldAccountPage() {
  const { allowLegacyUser, config } = useThemeState();
  const [params] = useSearchParams();
  const variant = pickVariant(
    params.get('variant'),
    availableVariants({ allowLegacyUser, getMyAccess: config.login.getMyAccess }),
  );
  if (!variant) return <Navigate to={paths.login.getHref()} replace />;
  return <OldAccountFlow key={variant} variant={variant} />;
}

function OldAccountFlow({ variant }: { variant: TOldAccountVariant }) {
  const { t } = useTranslation();
  const [flow, setFlow] = useState<TOldAccountFlow>({ step: 'login' });
  const view = STEP_VIEW[flow.step];
  const onExpired = () => setFlow({ step: 'expired' });

  // Each step replaces the last one in place: start reading it from the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [flow.step]);

  return (
    <OldAccountLayout
      titleKey={view.titleKey}
      {...(view.index ? { step: { current: view.index, total: STEP_COUNT } } : {})}
    >
      {flow.step === 'login' ? (
        <>
          <Text>{t(variant === 'PLS' ? 'oldaccount.login.text.pls' : 'oldaccount.login.text.olis')}</Text>
          <OldLoginForm
            variant={variant}
            onSuccess={(verificationKey) => setFlow({ step: 'identity', verificationKey })}
          />
        </>
      ) : null}
      {flow.step === 'identity' ? (
        <IdentityForm
          verificationKey={flow.verificationKey}
          onDone={({ issuer, contacts }) =>
            setFlow({ step: 'space', verificationKey: flow.verificationKey, issuer, contacts })
          }
          onExpired={onExpired}
        />
      ) : null}
      {flow.step === 'space' ? (
        <SpaceStep
          verificationKey={flow.verificationKey}
          contacts={flow.contacts}
          onVerified={(contact) => setFlow({ ...flow, step: 'contacts', contact })}
          onExpired={onExpired}
        />
      ) : null}
      {flow.step === 'contacts' ? (
        <ContactStep
          verificationKey={flow.verificationKey}
          issuer={flow.issuer}
          contact={flow.contact}
          contacts={flow.contacts}
          onDone={(login) => setFlow({ step: 'done', login })}
          onExpired={onExpired}
        />
      ) : null}
      {flow.step === 'done' ? <DoneStep login={flow.login} /> : null}
      {flow.step === 'expired' ? <ExpiredStep onRestart={() => setFlow({ step: 'login' })} /> : null}
    </OldAccountLayout>
  );
}
