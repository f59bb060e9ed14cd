import { ZCoctCompletion, type TCoctCompletion } from '@nomina/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { modulesQuery } from '../guard/modules-query';
import { buildMenu, PROFILE_GROUP_URL, type TMenuEntry } from './build-menu';
import { accountKey } from '../../../lib/query/account-key';

/** GET actionnaire/coct-info-completion-status; spec 3 §8: on error { complete: false }. */
async function fetchCompletion(): Promise<TCoctCompletion> {
  try {
    return ZCoctCompletion.parse(
      await http<unknown>('/business/actionnaire/coct-info-completion-status', { hiddenReq: true }),
    );
  } catch {
    return { complete: false };
  }
}

/** The modules of the chosen account; the module guard and the menus share this one query. */
export function useModules() {
  return useQuery({ ...modulesQuery(), staleTime: 5 * 60_000 });
}

/** The side and footer menu entries, with the profile alert counter (spec 3 §4). */
export function useMenu(): { entries: TMenuEntry[]; isLoaded: boolean } {
  const modules = useModules();
  const completion = useQuery({
    queryKey: accountKey('coct-info-completion-status'),
    queryFn: fetchCompletion,
    staleTime: 5 * 60_000,
  });
  const profileCounter = completion.data && !completion.data.complete ? 1 : 0;
  return {
    entries: buildMenu(modules.data ?? [], { [PROFILE_GROUP_URL]: profileCounter }),
    isLoaded: modules.isSuccess || modules.isError,
  };
}
