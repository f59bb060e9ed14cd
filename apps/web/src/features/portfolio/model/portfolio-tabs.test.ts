import { describe, expect, it } from 'vitest';
import { isTabBarShown, portfolioTabs } from './portfolio-tabs';

const ALL = new Set(['titres', 'droits', 'fonds']);

describe('portfolioTabs', () => {
  it('lists the securities and rights tabs (spec 3 §2), with their routes and labels', () => {
    const tabs = portfolioTabs(ALL, { titres: 2, droits: 1, fonds: 3 });
    expect(tabs.map((tab) => [tab.id, tab.route, tab.tabName, tab.visible])).toEqual([
      ['titres', '/titres', 'menu.titres', true],
      ['droits', '/droits', 'menu.droits', true],
    ]);
  });

  it('hides a section without data, or not yet known, or that the account may not open', () => {
    expect(portfolioTabs(ALL, { titres: 2, droits: 0 }).map((tab) => tab.visible)).toEqual([true, false]);
    expect(portfolioTabs(new Set(['titres']), { titres: 2, droits: 4 }).map((tab) => tab.visible)).toEqual([
      true,
      false,
    ]);
  });
});

describe('isTabBarShown', () => {
  it('shows the bar only when both tabs are there, on one of their pages', () => {
    const both = portfolioTabs(ALL, { titres: 2, droits: 1 });
    expect(isTabBarShown(both, 'titres')).toBe(true);
    expect(isTabBarShown(both, 'droits')).toBe(true);
    expect(isTabBarShown(both, 'fonds')).toBe(false);
  });

  it('hides the bar when the rights are missing or refused, so no other tab is lit on Droits', () => {
    const noRights = portfolioTabs(new Set(['titres']), { titres: 2, droits: 4 });
    expect(isTabBarShown(noRights, 'droits')).toBe(false);
    expect(isTabBarShown(noRights, 'titres')).toBe(false);
    expect(isTabBarShown(portfolioTabs(ALL, { titres: 2, droits: 0 }), 'droits')).toBe(false);
  });
});
