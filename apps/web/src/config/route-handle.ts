/**
 * What a signed-in route tells the shell through react-router's `handle`:
 * - `moduleKey`: the habilitation key of spec 3 §6 the page needs; the shell's module guard
 *   (spec 3 §5) checks it against `resource/modules` before showing the page;
 * - `crumbs`: translation keys of the breadcrumb trail after the dashboard (spec 3 §2), the last
 *   one being the page itself. The dashboard has none.
 */
export type TRouteHandle = { moduleKey?: string; crumbs?: string[] };
