import { isModuleAllowed, type TModuleGroup } from '@nomina/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { accountKey } from '../../../lib/query/account-key';

/** resource/modules: the menu with the chosen account's habilitations (spec 3 §5, §6). */
export function modulesQuery() {
  return queryOptions({
    queryKey: accountKey('modules'),
    queryFn: () => http<TModuleGroup[]>('/resource/modules', { hiddenReq: true }),
  });
}

/**
 * The module keys the chosen account may open (spec 3 §5: habiliteActi and habiliteEmet both
 * true). Pages ask only for the data of allowed modules: the API refuses the others (403).
 */
export function allowedModuleKeys(groups: readonly TModuleGroup[]): Set<string> {
  return new Set(
    groups.flatMap((group) =>
      group.sousModule.filter(isModuleAllowed).map((subModule) => subModule.moduleKey),
    ),
  );
}
