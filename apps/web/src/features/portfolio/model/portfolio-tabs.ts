import type { TRouteTab } from '../../../components/tabs/route-tabs';
import { paths } from '../../../config/paths';

/** The three portfolio sections, each the module key of spec 3 §6 and a route. */
export type TPortfolioSection = 'titres' | 'droits' | 'fonds';

export const PORTFOLIO_SECTIONS: readonly TPortfolioSection[] = ['titres', 'droits', 'fonds'];

/** The sections the container's tab bar lists (spec 3 §2: tabs titres and droits); funds is a page of its own. */
const TAB_SECTIONS = ['titres', 'droits'] as const;

/** How many lines each section holds; undefined while unknown (loading, refused, failed). */
export type TSectionCounts = Partial<Record<TPortfolioSection, number>>;

const TAB_LABELS: Record<(typeof TAB_SECTIONS)[number], string> = {
  titres: 'menu.titres',
  droits: 'menu.droits',
};

/**
 * Spec 3 §2 Portfolio container: the titres and droits tabs, each visible when the account may open
 * its module (habiliteActi and habiliteEmet) and the section holds data.
 */
export function portfolioTabs(allowed: ReadonlySet<string>, counts: TSectionCounts): TRouteTab[] {
  return TAB_SECTIONS.map((section) => ({
    id: section,
    tabName: TAB_LABELS[section],
    route: paths[section].getHref(),
    visible: allowed.has(section) && (counts[section] ?? 0) > 0,
  }));
}

/**
 * Spec 3 §2: the tabs are shown only when both the securities and the rights are there; and only on
 * one of their pages, so the tab bar and the page always agree (no tab lit for another page).
 */
export function isTabBarShown(tabs: readonly TRouteTab[], section: TPortfolioSection): boolean {
  return tabs.length > 0 && tabs.every((tab) => tab.visible) && tabs.some((tab) => tab.id === section);
}
