import { SESSION_KEYS } from '@nomina/domain';
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { paths } from '../../config/paths';
import { LOADER_MESSAGES, startLoading } from '../../lib/loader/loader-store';
import { sessionCache } from '../../lib/storage/storage';

/**
 * Loaders of spec 3 §4 in the shell: 'prepare your space' (white, logo and progress) on the
 * session's first dashboard load until the menu is known; the transparent loader while another
 * route's page is being fetched.
 */
export function useShellLoaders(isMenuLoaded: boolean): void {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const isDashboard = pathname === paths.dashboard.path;

  useEffect(() => {
    if (!isDashboard || isMenuLoaded || sessionCache.get<boolean>(SESSION_KEYS.spacePrepared))
      return undefined;
    const stop = startLoading('white-logo-progress', LOADER_MESSAGES.prepareSpace);
    return () => {
      sessionCache.set(SESSION_KEYS.spacePrepared, true);
      stop();
    };
  }, [isDashboard, isMenuLoaded]);

  const isRouteLoading = navigation.state === 'loading';
  useEffect(() => (isRouteLoading ? startLoading('transparent-simple') : undefined), [isRouteLoading]);
}
