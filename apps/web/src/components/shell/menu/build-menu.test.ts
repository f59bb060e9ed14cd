import { describe, expect, it } from 'vitest';
import { moduleGroup as group, subModule as sub } from '../../../testing/modules';
import { buildMenu, findGroupOfPath, isMenuEmpty, toggleGroup } from './build-menu';

describe('buildMenu', () => {
  it('starts with the dashboard and keeps the register order', () => {
    const menu = buildMenu([
      group('doc_generique', 6, []),
      group('portefeuille', 1, [sub('titres'), sub('droits')]),
    ]);
    expect(menu.map((entry) => entry.id)).toEqual(['dashboard', 'portefeuille', 'doc_generique']);
    expect(menu[0]).toMatchObject({ kind: 'link', url: 'dashboard', label: 'menu.dashboard' });
  });

  it('hides sub-modules the issuer does not offer or that are not shown, and hidden groups', () => {
    const menu = buildMenu([
      group('portefeuille', 1, [
        sub('titres'),
        sub('droits', { habiliteEmet: false }),
        sub('fonds'),
        sub('cb', { show: false }),
      ]),
      group('secret', 2, [sub('a'), sub('b')], false),
    ]);
    expect(menu).toHaveLength(2);
    expect(menu[1]).toMatchObject({ kind: 'group', items: [{ id: 'titres' }, { id: 'fonds' }] });
  });

  it('keeps a sub-module the account may not open (the guard explains why)', () => {
    const menu = buildMenu([
      group('portefeuille', 1, [sub('titres'), sub('droits', { habiliteActi: false })]),
    ]);
    expect(menu[1]).toMatchObject({ kind: 'group', items: [{ id: 'titres' }, { id: 'droits' }] });
  });

  it('makes a group without sub-modules a link to its url and flattens a group with one shown sub-module', () => {
    const menu = buildMenu([
      group('doc_generique', 1, []),
      group('ost', 2, [sub('ost_pda'), sub('ost_ak', { habiliteEmet: false })]),
      group('empty', 3, [sub('x', { habiliteEmet: false })]),
    ]);
    expect(menu.slice(1)).toEqual([
      expect.objectContaining({ kind: 'link', id: 'doc_generique', url: 'doc_generique' }),
      expect.objectContaining({ kind: 'link', id: 'ost', url: 'ost_pda', label: 'menu.ost' }),
    ]);
  });

  it('puts a group counter on its entry', () => {
    const menu = buildMenu([group('profil', 1, [sub('profil'), sub('coct_form')])], { profil: 1 });
    expect(menu[1]?.counter).toBe(1);
    expect(menu[0]?.counter).toBe(0);
  });

  it("shows the group's alertNotificationCounter from the server (spec 3 §3)", () => {
    const ost = { ...group('ost', 1, [sub('ost_pda'), sub('ost_ak')]), alertNotificationCounter: 2 };
    expect(buildMenu([ost])[1]?.counter).toBe(2);
    expect(buildMenu([ost], { ost: 3 })[1]?.counter).toBe(3);
  });

  it('reports the empty-menu state when only the dashboard remains', () => {
    expect(isMenuEmpty(buildMenu([]))).toBe(true);
    expect(isMenuEmpty(buildMenu([group('hidden', 1, [sub('a', { show: false })])]))).toBe(true);
    expect(isMenuEmpty(buildMenu([group('doc_generique', 1, [])]))).toBe(false);
  });
});

describe('one group open at a time', () => {
  it('opens the chosen group, replacing the open one, and closes it when chosen again', () => {
    expect(toggleGroup(null, 'portefeuille')).toBe('portefeuille');
    expect(toggleGroup('portefeuille', 'profil')).toBe('profil');
    expect(toggleGroup('profil', 'profil')).toBeNull();
  });

  it('finds the group of the current route', () => {
    const menu = buildMenu([
      group('profil', 1, [sub('profil'), sub('maj_bank', { moduleUrl: 'profil/bancaire' })]),
    ]);
    expect(findGroupOfPath(menu, '/profil/bancaire')).toBe('profil');
    expect(findGroupOfPath(menu, '/dashboard')).toBeNull();
  });
});
