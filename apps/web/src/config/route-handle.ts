import type { TTranslationKey } from '@nomina/translations/keys';
/**
 * Where a page sits in `resource/modules` (spec 1 §6 module guard): the group's url (`general`
 * when omitted) and the sub-module's url.
 */
export type TModuleAddress = { group?: string; url: string };

/**
 * What a page needs in `resource/modules`: one sub-module; several, all of them (the pages of the
 * portfolio, the history and the operations need their group's own module, `portefeuille`,
 * `suivi_operations`, `passage_operations`, as well as their own, spec 3 §6); or any one of several
 * (an operation's details open for whichever history tab lists its kind). The lists nest.
 */
export type TModuleNeed = TModuleAddress | { allOf: TModuleNeed[] } | { anyOf: TModuleNeed[] };

/**
 * What a signed-in route tells the shell through react-router's `handle`:
 * - `module`: the sub-module the page needs; the shell's module guard (spec 3 §5) finds it by
 *   group url and module url in `resource/modules` before showing the page;
 * - `crumbs`: translation keys of the breadcrumb trail after the dashboard (spec 3 §2), the last
 *   one being the page itself. The dashboard has none.
 */
export type TRouteHandle = { module?: TModuleNeed; crumbs?: TTranslationKey[] };
