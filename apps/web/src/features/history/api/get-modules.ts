import { useQuery } from '@tanstack/react-query';
import { isModuleAllowed, type TModuleGroup } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { readSelectedHolder } from '../../../lib/session/user-access';

/** GET resource/modules: the menu groups with the chosen account's habilitations. */
function getModules(): Promise<TModuleGroup[]> {
  return http<TModuleGroup[]>('/resource/modules', { hiddenReq: true });
}

/**
 * Which of the given habilitation keys the account may open (spec 3 §6: habiliteActi and
 * habiliteEmet both true). Undefined while the modules load.
 */
export function useAllowedModules(keys: readonly string[]): Set<string> | undefined {
  const modules = useQuery({
    queryKey: ['resource-modules', readSelectedHolder()?.tituNume ?? null],
    queryFn: getModules,
  });
  if (!modules.data) return undefined;
  const allowed = modules.data
    .flatMap((group) => group.sousModule)
    .filter((subModule) => keys.includes(subModule.moduleKey) && isModuleAllowed(subModule))
    .map((subModule) => subModule.moduleKey);
  return new Set(allowed);
}
