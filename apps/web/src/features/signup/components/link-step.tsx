import { FLOW_ERRORS } from '@nomina/domain';
import { Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorCode } from '../../../lib/http/api-error';
import { useVerifyToken } from '../api/verify-token';
import { signupStore } from '../model/signup-store';
import { FlowError } from './flow-error';

type TLinkStepProps = { sd: string; onOpened: () => void; onRestart: () => void };

/** Opens the e-mail link (#/firstconnexion?sd=…): a sign-up link leads to the password step. */
export function LinkStep({ sd, onOpened, onRestart }: TLinkStepProps) {
  const { t } = useTranslation();
  const link = useVerifyToken(sd);
  const isSignup = link.data?.purpose === 'SIGNUP';

  useEffect(() => {
    if (link.data && isSignup) {
      signupStore.linkOpened(link.data);
      onOpened();
    }
  }, [link.data, isSignup, onOpened]);

  if (link.isError) return <FlowError errorCode={toErrorCode(link.error)} onRestart={onRestart} />;
  // A password-reset link opened here cannot continue a sign-up.
  if (link.data && !isSignup) return <FlowError errorCode={FLOW_ERRORS.linkInvalid} onRestart={onRestart} />;
  return <Loader aria-label={t('general.loading')} role="status" />;
}
