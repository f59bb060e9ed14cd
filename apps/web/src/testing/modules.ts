import type { TModuleGroup, TSubModule } from '@nomina/domain';

/** A sub-module as resource/modules answers it, open by default; tests override what they need. */
export function subModule(moduleKey: string, overrides: Partial<TSubModule> = {}): TSubModule {
  return {
    moduleKey,
    moduleNom: `menu.${moduleKey}`,
    moduleUrl: moduleKey,
    habiliteActi: true,
    habiliteEmet: true,
    msgActi: null,
    motifsBlocage: [],
    show: true,
    ...overrides,
  };
}

/** A menu group shown in the menu, its url also naming its label and icon. */
export function moduleGroup(
  groupeUrl: string,
  groupeOrdre: number,
  sousModule: TSubModule[],
  showMenu = true,
): TModuleGroup {
  return {
    groupeNom: `menu.${groupeUrl}`,
    groupeUrl,
    groupeOrdre,
    groupeImgName: `${groupeUrl}.svg`,
    showMenu,
    sousModule,
  };
}
