import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { useModules } from '../menu/use-menu';
import { groupLanding } from './module-access';

/** A group's address: its landing page, or the dashboard when the group has nothing to open. */
function GroupLanding({ groupUrl }: { groupUrl: string }) {
  const modules = useModules();
  if (modules.isPending) return null;
  const target = groupLanding(modules.data ?? [], groupUrl);
  return <Navigate to={target ? `/${target}` : paths.dashboard.getHref()} replace />;
}

/** The route of a menu group's own url (`ost`, `passage_operations`), inside the signed-in shell. */
export function groupLandingRoute(groupUrl: string): RouteObject {
  return { path: `/${groupUrl}`, element: <GroupLanding groupUrl={groupUrl} /> };
}
