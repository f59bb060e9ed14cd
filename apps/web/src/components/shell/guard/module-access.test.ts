import type { TSubModule } from '@nomina/domain';
import { describe, expect, it } from 'vitest';
import { moduleGroup, subModule } from '../../../testing/modules';
import { decideModuleAccess } from './module-access';

function groupWith(overrides: Partial<TSubModule>) {
  return [moduleGroup('portefeuille', 1, [subModule('droits', overrides)])];
}

describe('module guard', () => {
  it('opens a module both the issuer and the account allow', () => {
    expect(decideModuleAccess(groupWith({}), 'droits')).toEqual({ kind: 'open' });
  });

  it('sends an unknown module to the dashboard', () => {
    expect(decideModuleAccess(groupWith({}), 'ost_pda')).toEqual({ kind: 'unknown' });
    expect(decideModuleAccess([], 'droits')).toEqual({ kind: 'unknown' });
  });

  it('shows the issuer’s message in a warning when it wrote one', () => {
    expect(
      decideModuleAccess(groupWith({ habiliteEmet: false, msgActi: 'msg.emet.closed' }), 'droits'),
    ).toEqual({
      kind: 'warning',
      message: 'msg.emet.closed',
    });
  });

  it('blocks with the account’s reasons, or the default text when there are none', () => {
    expect(
      decideModuleAccess(
        groupWith({ habiliteActi: false, motifsBlocage: ['habilitations.motif.blackout'] }),
        'droits',
      ),
    ).toEqual({ kind: 'blocked', reasons: ['habilitations.motif.blackout'] });
    expect(decideModuleAccess(groupWith({ habiliteEmet: false }), 'droits')).toEqual({
      kind: 'blocked',
      reasons: ['habilitations.restriction.msg.n'],
    });
  });
});
