import type { TSubModule } from '@nomina/domain';
import { describe, expect, it } from 'vitest';
import { decideModuleAccess } from '../../components/shell/guard/module-access';
import type { TRouteHandle } from '../../config/route-handle';
import { moduleGroup, subModule } from '../../testing/modules';
import { portfolioRoutes } from './routes';

const TABS = ['titres', 'droits', 'fonds'];

/** The portfolio group as resource/modules answers it: its hidden own module, then the tabs. */
const menu = (refused: string, refusal: Partial<TSubModule> = { habiliteActi: false }) => [
  moduleGroup('portefeuille', 1, [
    subModule('portefeuille', { show: false, ...(refused === 'portefeuille' ? refusal : {}) }),
    ...TABS.map((tab) => subModule(tab, refused === tab ? refusal : {})),
  ]),
];

const pages = portfolioRoutes.flatMap((route) => {
  const need = (route.handle as TRouteHandle | undefined)?.module;
  return need ? [{ tab: route.path!.slice(1), need }] : [];
});

describe('portfolio routes', () => {
  it('need the group’s own module, portefeuille, as well as their tab’s (spec 3 §6)', () => {
    expect(pages.map((page) => page.tab)).toEqual(TABS);
    for (const { tab, need } of pages) {
      expect(decideModuleAccess(menu('none'), need), tab).toEqual({ kind: 'open' });
      const closed = menu('portefeuille', {
        habiliteActi: false,
        motifsBlocage: ['habilitations.motif.plan'],
      });
      expect(decideModuleAccess(closed, need), tab).toEqual({
        kind: 'blocked',
        reasons: ['habilitations.motif.plan'],
      });
      expect(decideModuleAccess(menu(tab), need).kind, tab).toBe('blocked');
      const other = TABS.find((candidate) => candidate !== tab)!;
      expect(decideModuleAccess(menu(other), need), tab).toEqual({ kind: 'open' });
    }
  });
});
