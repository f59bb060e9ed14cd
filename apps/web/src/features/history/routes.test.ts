import type { TSubModule } from '@nomina/domain';
import { describe, expect, it } from 'vitest';
import { decideModuleAccess } from '../../components/shell/guard/module-access';
import type { TRouteHandle } from '../../config/route-handle';
import { paths } from '../../config/paths';
import { moduleGroup, subModule } from '../../testing/modules';
import { HISTORY_TABS } from './model/history-tabs';
import { historyRoutes } from './routes';

/** The follow-up group as resource/modules answers it: its hidden own module, then the tabs. */
const menu = (refusals: Record<string, Partial<TSubModule>> = {}) => [
  moduleGroup('suivi_operations', 2, [
    subModule('suivi_operations', { show: false, ...refusals.suivi_operations }),
    ...HISTORY_TABS.map((tab) => subModule(tab.moduleKey, refusals[tab.moduleKey])),
  ]),
];
const GATE_CLOSED = {
  suivi_operations: { habiliteActi: false, motifsBlocage: ['habilitations.motif.plan'] },
};

const needOf = (path: string) =>
  (historyRoutes.find((route) => route.path === path)?.handle as TRouteHandle | undefined)?.module;

describe('history routes', () => {
  it('open a tab only with the group’s own module, suivi_operations, and the tab’s (spec 3 §6)', () => {
    for (const tab of HISTORY_TABS) {
      const need = needOf(tab.route)!;
      expect(decideModuleAccess(menu(), need), tab.route).toEqual({ kind: 'open' });
      expect(decideModuleAccess(menu(GATE_CLOSED), need), tab.route).toEqual({
        kind: 'blocked',
        reasons: ['habilitations.motif.plan'],
      });
      expect(decideModuleAccess(menu({ [tab.moduleKey]: { habiliteActi: false } }), need).kind).toBe(
        'blocked',
      );
    }
  });

  it('open an operation’s details for any tab the account may open, within the group’s own module', () => {
    const need = needOf(paths.histoOpeBourseDetails.path)!;
    const refused = { habiliteActi: false };
    expect(decideModuleAccess(menu({ histo_ope_bourse: refused }), need)).toEqual({ kind: 'open' });
    expect(decideModuleAccess(menu(GATE_CLOSED), need)).toEqual({
      kind: 'blocked',
      reasons: ['habilitations.motif.plan'],
    });
    const allRefused = Object.fromEntries(HISTORY_TABS.map((tab) => [tab.moduleKey, refused]));
    expect(decideModuleAccess(menu(allRefused), need).kind).toBe('blocked');
  });
});
