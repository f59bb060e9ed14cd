import type { TTranslationKey } from '@nomina/translations/keys';
/**
 * Where a page sits in `resource/modules` (spec 1 §6 module guard): the group's url (`general`
 * when omitted) and the sub-module's url.
 */
export type TModuleAddress = { group?: string; url: string };

/**
 * What a signed-in route tells the shell through react-router's `handle`:
 * - `module`: the sub-module the page needs; the shell's module guard (spec 3 §5) finds it by
 *   group url and module url in `resource/modules` before showing the page;
 * - `crumbs`: translation keys of the breadcrumb trail after the dashboard (spec 3 §2), the last
 *   one being the page itself. The dashboard has none.
 */
export type TRouteHandle = { module?: TModuleAddress; crumbs?: TTranslationKey[] };
