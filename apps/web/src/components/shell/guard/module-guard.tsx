import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { paths } from '../../../config/paths';
import type { TModuleNeed, TRouteHandle } from '../../../config/route-handle';
import { serverKey } from '../../../lib/i18n/server-key';
import { modals } from '../../modals/modal-store';
import { useModules } from '../menu/use-menu';
import { BLOCK_TITLE, decideModuleAccess, type TModuleAccess } from './module-access';
import { RefusedNavigation } from './refused-navigation';

/** The sub-modules the matched route needs (the deepest route that names them). */
function useModuleNeed(): TModuleNeed | null {
  const matches = useMatches();
  const handles = matches.map((match) => match.handle as TRouteHandle | undefined);
  return handles.reverse().find((handle) => handle?.module)?.module ?? null;
}

function explain(access: TModuleAccess): void {
  if (access.kind === 'warning')
    void modals.warning({
      type: 'warning',
      title: 'general.warning.alert',
      lines: [serverKey(access.message)],
    });
  if (access.kind === 'blocked')
    void modals.warning({
      type: 'neutral',
      title: BLOCK_TITLE,
      lines: access.reasons.map((reason) => serverKey(reason)),
    });
}

/**
 * Spec 3 §5 module guard: the page of a module opens only when the account may use it; otherwise
 * the reason is shown and the navigation undone (the dashboard for a module that does not exist,
 * or a refused page opened directly), the page never rendered.
 */
export function ModuleGuard({ children }: { children: ReactNode }) {
  const need = useModuleNeed();
  const modules = useModules();
  const access = useMemo((): TModuleAccess | null => {
    if (need === null) return { kind: 'open' };
    if (modules.isError) return { kind: 'unknown' };
    return modules.data ? decideModuleAccess(modules.data, need) : null;
  }, [need, modules.data, modules.isError]);

  // The reason shows once per refused visit (a location key), however often the guard renders.
  // An address typed in the bar changes only the fragment and every such visit has the key
  // 'default': an open page in between (the dashboard the refusal leads to) starts a new visit.
  const { key } = useLocation();
  const explained = useRef<string | null>(null);
  useEffect(() => {
    if (access?.kind === 'open') explained.current = null;
    if (!access || access.kind === 'open' || explained.current === key) return;
    explained.current = key;
    explain(access);
  }, [access, key]);

  if (access === null) return null;
  // Spec 1 §6: a module that does not exist leads to the dashboard; a refused one stays refused.
  if (access.kind === 'unknown') return <Navigate to={paths.dashboard.getHref()} replace />;
  if (access.kind !== 'open') return <RefusedNavigation />;
  return children;
}
