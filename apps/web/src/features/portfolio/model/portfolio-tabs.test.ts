import { describe, expect, it } from 'vitest';
import { portfolioTabs } from './portfolio-tabs';

const visibleIds = (...args: Parameters<typeof portfolioTabs>) =>
  portfolioTabs(...args)
    .filter((tab) => tab.visible)
    .map((tab) => tab.id);

describe('portfolioTabs', () => {
  it('shows every section that is allowed and holds data, with its route and label', () => {
    const tabs = portfolioTabs(new Set(['titres', 'droits', 'fonds']), { titres: 2, droits: 1, fonds: 3 });
    expect(tabs.map((tab) => [tab.id, tab.route, tab.tabName, tab.visible])).toEqual([
      ['titres', '/titres', 'menu.titres', true],
      ['droits', '/droits', 'menu.droits', true],
      ['fonds', '/fonds', 'menu.fonds', true],
    ]);
  });

  it('hides a section without data, or not yet known', () => {
    expect(visibleIds(new Set(['titres', 'droits', 'fonds']), { titres: 2, droits: 0 })).toEqual(['titres']);
  });

  it('hides a section the account may not open, even with data', () => {
    expect(visibleIds(new Set(['titres', 'fonds']), { titres: 2, droits: 4, fonds: 1 })).toEqual([
      'titres',
      'fonds',
    ]);
  });
});
