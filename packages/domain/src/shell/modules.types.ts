import { z } from 'zod';

/** A sub-module of the menu with the holder's habilitations (spec 3 §3). */
export const ZSubModule = z.object({
  moduleNom: z.string(),
  moduleUrl: z.string(),
  /** Habilitation key of spec 3 §6 (titres, droits, operation_acheter...). */
  moduleKey: z.string(),
  habiliteActi: z.boolean(),
  /** false: the issuer does not offer it, and the menu does not show it. */
  habiliteEmet: z.boolean(),
  msgActi: z.string().nullable(),
  /** Translation keys of the reasons the account may not open it. */
  motifsBlocage: z.array(z.string()),
  show: z.boolean(),
});
export type TSubModule = z.infer<typeof ZSubModule>;

export const ZModuleGroup = z.object({
  groupeNom: z.string(),
  groupeUrl: z.string(),
  groupeOrdre: z.number().int(),
  groupeImgName: z.string(),
  showMenu: z.boolean(),
  sousModule: z.array(ZSubModule),
  /** A badge on the group's menu entry, when the server counts something for it (spec 3 §3). */
  alertNotificationCounter: z.number().int().nonnegative().optional(),
});
export type TModuleGroup = z.infer<typeof ZModuleGroup>;

/** Module guard (spec 3 §5): a sub-module opens only when both habilitations are true. */
export function isModuleAllowed(subModule: Pick<TSubModule, 'habiliteActi' | 'habiliteEmet'>): boolean {
  return subModule.habiliteActi && subModule.habiliteEmet;
}
