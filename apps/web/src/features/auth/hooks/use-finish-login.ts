import type { TUserAccess } from '@nomina/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { completeLogin, targetAfterLogin } from '../session/complete-login';

/**
 * Stores the access and goes where spec 1 §4 says. When the user's theme differs from the one on
 * screen, the page reloads on the target route instead, so every layer picks the theme up.
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  return useCallback(
    (access: TUserAccess, isSSO: boolean) => {
      const { mustReload } = completeLogin(access, { isSSO });
      const route = targetAfterLogin(access) === 'select-account' ? paths.selectAccount : paths.dashboard;
      const target = route.getHref();
      if (mustReload) {
        window.location.replace(`${window.location.pathname}${window.location.search}#${target}`);
        window.location.reload();
        return;
      }
      void navigate(target, { replace: true });
    },
    [navigate],
  );
}
