/** A tab of spec 3 §3: a label key, the route it opens, whether it is listed, an optional counter. */
export type TRouteTab = {
  id: string;
  /** Translation key of the label. */
  tabName: string;
  /** Where choosing the tab goes: a path, optionally with a query (`/doc_generique?category=2`). */
  route: string;
  visible: boolean;
  notifCounter?: number;
};

type TLocationLike = { pathname: string; search: string };

/** A tab's route matches when its path is the location's and every query parameter it names agrees. */
function matches(route: string, location: TLocationLike): boolean {
  const [path = '', query = ''] = route.split('?');
  if (path !== location.pathname) return false;
  const wanted = new URLSearchParams(query);
  const actual = new URLSearchParams(location.search);
  return [...wanted.entries()].every(([name, value]) => actual.get(name) === value);
}

/** Invisible tabs are not listed (spec 3 §4). */
export function listVisibleTabs(tabs: readonly TRouteTab[]): TRouteTab[] {
  return tabs.filter((tab) => tab.visible);
}

/**
 * The active tab (spec 3 §4): the visible tab matching the current route (the most specific when
 * several do), else the first visible tab; null when none is visible.
 */
export function findActiveTab(tabs: readonly TRouteTab[], location: TLocationLike): TRouteTab | null {
  const visible = listVisibleTabs(tabs);
  const matching = visible
    .filter((tab) => matches(tab.route, location))
    .sort((a, b) => b.route.length - a.route.length);
  return matching[0] ?? visible[0] ?? null;
}
