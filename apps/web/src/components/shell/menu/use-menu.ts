import { ZCoctCompletion, ZModuleGroup, type TCoctCompletion, type TModuleGroup } from '@nomina/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/http-client';
import { readSelectedHolder } from '../../../lib/session/user-access';
import { buildMenu, PROFILE_GROUP_URL, type TMenuEntry } from './build-menu';

const ZModules = z.array(ZModuleGroup);

/** GET resource/modules: the chosen account's menu and habilitations. */
async function fetchModules(): Promise<TModuleGroup[]> {
  return ZModules.parse(await http<unknown>('/resource/modules', { hiddenReq: true }));
}

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
  const tituNume = readSelectedHolder()?.tituNume ?? null;
  return useQuery({ queryKey: ['modules', tituNume], queryFn: fetchModules, staleTime: 5 * 60_000 });
}

/** The side and footer menu entries, with the profile alert counter (spec 3 §4). */
export function useMenu(): { entries: TMenuEntry[]; isLoaded: boolean } {
  const modules = useModules();
  const tituNume = readSelectedHolder()?.tituNume ?? null;
  const completion = useQuery({
    queryKey: ['coct-info-completion-status', tituNume],
    queryFn: fetchCompletion,
    staleTime: 5 * 60_000,
  });
  const profileCounter = completion.data && !completion.data.complete ? 1 : 0;
  return {
    entries: buildMenu(modules.data ?? [], { [PROFILE_GROUP_URL]: profileCounter }),
    isLoaded: modules.isSuccess || modules.isError,
  };
}
