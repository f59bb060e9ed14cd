import type { TRouteTab } from '../../../components/tabs/route-tabs';
import { paths } from '../../../config/paths';

/** The three portfolio sections, each the module key of spec 3 §6 and a route. */
export type TPortfolioSection = 'titres' | 'droits' | 'fonds';

export const PORTFOLIO_SECTIONS: readonly TPortfolioSection[] = ['titres', 'droits', 'fonds'];

/** How many lines each section holds; undefined while unknown (loading, refused, failed). */
export type TSectionCounts = Partial<Record<TPortfolioSection, number>>;

const TAB_LABELS: Record<TPortfolioSection, string> = {
  titres: 'menu.titres',
  droits: 'menu.droits',
  fonds: 'menu.fonds',
};

/**
 * Spec 3 §2 Portfolio container: a section's tab shows only when the account may open its module
 * (habiliteActi and habiliteEmet) and the section holds data.
 */
export function portfolioTabs(allowed: ReadonlySet<string>, counts: TSectionCounts): TRouteTab[] {
  return PORTFOLIO_SECTIONS.map((section) => ({
    id: section,
    tabName: TAB_LABELS[section],
    route: paths[section].getHref(),
    visible: allowed.has(section) && (counts[section] ?? 0) > 0,
  }));
}
