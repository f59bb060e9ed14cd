import { describe, expect, it } from 'vitest';
import { findActiveTab, listVisibleTabs, type TRouteTab } from './active-tab';

const tabs: TRouteTab[] = [
  { id: 'general', tabName: 'doc.general', route: '/doc_generique', visible: true },
  { id: 'releves', tabName: 'doc.releves', route: '/doc_generique/releves', visible: true },
  { id: 'hidden', tabName: 'doc.hidden', route: '/doc_generique/hidden', visible: false },
  { id: 'avis', tabName: 'doc.avis', route: '/doc_generique?category=4', visible: true },
];

describe('route tabs', () => {
  it('does not list invisible tabs', () => {
    expect(listVisibleTabs(tabs).map((tab) => tab.id)).toEqual(['general', 'releves', 'avis']);
  });

  it('activates the tab of the current route, the most specific when several match', () => {
    expect(findActiveTab(tabs, { pathname: '/doc_generique/releves', search: '' })?.id).toBe('releves');
    expect(findActiveTab(tabs, { pathname: '/doc_generique', search: '?category=4&lang=fr' })?.id).toBe(
      'avis',
    );
    expect(findActiveTab(tabs, { pathname: '/doc_generique', search: '?category=2' })?.id).toBe('general');
  });

  it('falls back to the first visible tab, never to an invisible one', () => {
    expect(findActiveTab(tabs, { pathname: '/elsewhere', search: '' })?.id).toBe('general');
    expect(findActiveTab(tabs, { pathname: '/doc_generique/hidden', search: '' })?.id).toBe('general');
    expect(findActiveTab([{ ...tabs[0]!, visible: false }], { pathname: '/', search: '' })).toBeNull();
  });
});
