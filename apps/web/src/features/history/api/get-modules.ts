import { useQuery } from '@tanstack/react-query';
import { isModuleAllowed } from '@nomina/domain';
import { modulesQuery } from '../../../components/shell/guard/modules-query';

/**
 * Which of the given habilitation keys the account may open (spec 3 §6: habiliteActi and
 * habiliteEmet both true). Undefined while the modules load.
 */
export function useAllowedModules(keys: readonly string[]): Set<string> | undefined {
  const modules = useQuery(modulesQuery());
  if (!modules.data) return undefined;
  const allowed = modules.data
    .flatMap((group) => group.sousModule)
    .filter((subModule) => keys.includes(subModule.moduleKey) && isModuleAllowed(subModule))
    .map((subModule) => subModule.moduleKey);
  return new Set(allowed);
}
