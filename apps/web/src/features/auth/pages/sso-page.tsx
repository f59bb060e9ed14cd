import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { LoaderView } from '../../../components/loader/loader-overlay';
import { modals } from '../../../components/modals/modal-store';
import { ApiError } from '../../../lib/http/api-error';
import { setupSso } from '../api/setup-sso';
import { useFinishLogin } from '../hooks/use-finish-login';

/**
 * sso/{token} (spec 1 §4): exchanges the issuer's token for a session, then routes like a login.
 * A refusal or an empty answer shows the spec 1 §8 modal and goes back to login.
 */
export function SsoPage() {
  const { token = '' } = useParams();
  const finishLogin = useFinishLogin();
  const [isRefused, setIsRefused] = useState(false);

  useEffect(() => {
    let isCancelled = false;
    const fail = (errorCode?: string) => {
      setIsRefused(true);
      void modals.alert({
        kind: 'error',
        title: 'general.warning.alert',
        body: errorCode || 'general.warning.error',
        redirectTo: paths.login.getHref(),
      });
    };
    setupSso(token).then(
      (access) => {
        if (isCancelled) return;
        if (access?.token) finishLogin(access, true);
        else fail();
      },
      (error: unknown) => {
        if (!isCancelled) fail(error instanceof ApiError ? error.errorCode : undefined);
      },
    );
    return () => {
      isCancelled = true;
    };
  }, [token, finishLogin]);

  // Once refused, the loader steps aside so the alert above it can be used.
  return isRefused ? null : <LoaderView type="white-simple" />;
}
