import { isModuleAllowed, type TModuleGroup } from '@nomina/domain';

/** What the module guard of spec 3 §5 does with a route's module key. */
export type TModuleAccess =
  | { kind: 'open' }
  /** Refused, and the issuer wrote why: a warning modal shows msgActi. */
  | { kind: 'warning'; message: string }
  /** The account's menu has no such module: back to the dashboard. */
  | { kind: 'unknown' }
  /** Refused: the neutral modal lists motifsBlocage, or the default message. */
  | { kind: 'blocked'; reasons: string[] };

/** The default text of a refusal without reasons (spec 3 §8). */
export const DEFAULT_BLOCK_REASON = 'habilitations.restriction.msg.n';
export const BLOCK_TITLE = 'habilitations.restriction.msg.n.title';

/**
 * Spec 3 §5 module guard: a sub-module opens only when both habiliteActi and habiliteEmet are
 * true; otherwise msgActi, when present, is shown in a warning modal; a module not found sends to
 * the dashboard; any other refusal is blocked with its reasons.
 */
export function decideModuleAccess(groups: readonly TModuleGroup[], moduleKey: string): TModuleAccess {
  const subModule = groups.flatMap((group) => group.sousModule).find((sub) => sub.moduleKey === moduleKey);
  if (!subModule) return { kind: 'unknown' };
  if (isModuleAllowed(subModule)) return { kind: 'open' };
  if (subModule.msgActi) return { kind: 'warning', message: subModule.msgActi };
  return {
    kind: 'blocked',
    reasons: subModule.motifsBlocage.length > 0 ? subModule.motifsBlocage : [DEFAULT_BLOCK_REASON],
  };
}
