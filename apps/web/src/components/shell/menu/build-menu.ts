import type { TModuleGroup } from '@nomina/domain';

/** The group whose notification counter tells that the account agreement is incomplete (spec 3 §4). */
export const PROFILE_GROUP_URL = 'profil';
export const DASHBOARD_URL = 'dashboard';

/** A menu entry leading straight to a route: the dashboard, a group without sub-modules, a flattened group. */
export type TMenuLink = {
  kind: 'link';
  id: string;
  label: string;
  /** Route without its leading slash, as the register writes it (`titres`, `profil/bancaire`). */
  url: string;
  icon: string;
  counter: number;
};

/** A group listing two or more sub-modules; only one group is open at a time. */
export type TMenuGroup = {
  kind: 'group';
  id: string;
  label: string;
  icon: string;
  counter: number;
  items: { id: string; label: string; url: string }[];
};

export type TMenuEntry = TMenuLink | TMenuGroup;

/** Counters per group url worked out in the browser (the profile's, spec 3 §4). */
export type TMenuCounters = Partial<Record<string, number>>;

/**
 * The side and footer menu of spec 3 §2–§4 from `resource/modules`:
 * - the dashboard entry always comes first;
 * - groups in groupeOrdre order, those with showMenu false left out;
 * - a sub-module with habiliteEmet false or show false is not displayed;
 * - a group without sub-modules is a link to its url; a group with exactly one displayed
 *   sub-module is flattened to a link to that sub-module; a group whose sub-modules are all
 *   hidden is left out (there is nothing in it to open).
 */
export function buildMenu(groups: readonly TModuleGroup[], counters: TMenuCounters = {}): TMenuEntry[] {
  const dashboard: TMenuLink = {
    kind: 'link',
    id: DASHBOARD_URL,
    label: 'menu.dashboard',
    url: DASHBOARD_URL,
    icon: 'dashboard.svg',
    counter: 0,
  };
  const entries = [...groups]
    .filter((group) => group.showMenu)
    .sort((a, b) => a.groupeOrdre - b.groupeOrdre)
    .flatMap((group): TMenuEntry[] => {
      // The server's own count for the group, or the one the browser worked out, the larger.
      const counter = Math.max(group.alertNotificationCounter ?? 0, counters[group.groupeUrl] ?? 0);
      const base = { id: group.groupeUrl, label: group.groupeNom, icon: group.groupeImgName, counter };
      if (group.sousModule.length === 0) return [{ ...base, kind: 'link', url: group.groupeUrl }];
      const shown = group.sousModule.filter((sub) => sub.habiliteEmet && sub.show);
      const [only] = shown;
      if (!only) return [];
      if (shown.length === 1) return [{ ...base, kind: 'link', url: only.moduleUrl }];
      const items = shown.map((sub) => ({ id: sub.moduleKey, label: sub.moduleNom, url: sub.moduleUrl }));
      return [{ ...base, kind: 'group', items }];
    });
  return [dashboard, ...entries];
}

/** Only the dashboard: the empty-menu state of spec 3 §4 (no burger, a notice in the menu). */
export function isMenuEmpty(entries: readonly TMenuEntry[]): boolean {
  return entries.every((entry) => entry.id === DASHBOARD_URL);
}

/** One group open at a time; choosing the open group closes it (spec 3 §4). */
export function toggleGroup(openGroupId: string | null, chosenId: string): string | null {
  return openGroupId === chosenId ? null : chosenId;
}

/** The group holding the current route, so the menu opens on it. */
export function findGroupOfPath(entries: readonly TMenuEntry[], pathname: string): string | null {
  const url = pathname.replace(/^\//, '');
  const group = entries.find(
    (entry) =>
      entry.kind === 'group' &&
      entry.items.some((item) => url === item.url || url.startsWith(`${item.url}/`)),
  );
  return group?.id ?? null;
}
