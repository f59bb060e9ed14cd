import { isModuleAllowed, type TModuleGroup } from '@nomina/domain';
import type { TModuleAddress, TModuleNeed } from '../../../config/route-handle';

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

/** The group a page names when it names none (spec 1 §6). */
export const DEFAULT_MODULE_GROUP = 'general';

/**
 * Spec 3 §5 module guard: a sub-module opens only when both habiliteActi and habiliteEmet are
 * true; otherwise msgActi, when present, is shown in a warning modal; a module not found sends to
 * the dashboard; any other refusal is blocked with its reasons. The sub-module is found by its
 * group's url (`general` by default) and its own url (spec 1 §6), not by key: several
 * sub-modules of a group may share a url (the profile's).
 */
function decideOne(groups: readonly TModuleGroup[], address: TModuleAddress): TModuleAccess {
  const group = groups.find((candidate) => candidate.groupeUrl === (address.group ?? DEFAULT_MODULE_GROUP));
  const subModule = group?.sousModule.find((sub) => sub.moduleUrl === address.url);
  if (!subModule) return { kind: 'unknown' };
  if (isModuleAllowed(subModule)) return { kind: 'open' };
  if (subModule.msgActi) return { kind: 'warning', message: subModule.msgActi };
  return {
    kind: 'blocked',
    reasons: subModule.motifsBlocage.length > 0 ? subModule.motifsBlocage : [DEFAULT_BLOCK_REASON],
  };
}

/**
 * The guard's answer for what a page needs: every need of `allOf` must open (the first refusal
 * is the one explained); one need of `anyOf` is enough (when none opens, the first refusal that
 * has reasons, or 'unknown' when the menu has none of them). The lists nest (the history's details:
 * the group's own module and any one tab).
 */
export function decideModuleAccess(groups: readonly TModuleGroup[], need: TModuleNeed): TModuleAccess {
  if ('allOf' in need)
    return (
      need.allOf.map((part) => decideModuleAccess(groups, part)).find((access) => access.kind !== 'open') ?? {
        kind: 'open',
      }
    );
  if ('anyOf' in need) {
    const answers = need.anyOf.map((part) => decideModuleAccess(groups, part));
    return (
      answers.find((access) => access.kind === 'open') ??
      answers.find((access) => access.kind !== 'unknown') ?? { kind: 'unknown' }
    );
  }
  return decideOne(groups, need);
}

/**
 * Where a group's own address leads (spec 3 §2: "a wrapper route exists for ost and for
 * operations"): its first sub-module the account may open, in the menu's order; else its first
 * displayed one, whose guard then says why it is refused; null when the group shows nothing.
 */
export function groupLanding(groups: readonly TModuleGroup[], groupUrl: string): string | null {
  const group = groups.find((candidate) => candidate.groupeUrl === groupUrl);
  const shown = group?.sousModule.filter((sub) => sub.habiliteEmet && sub.show) ?? [];
  return (shown.find(isModuleAllowed) ?? shown[0])?.moduleUrl ?? null;
}
