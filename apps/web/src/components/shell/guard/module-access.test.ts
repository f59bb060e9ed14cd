import type { TSubModule } from '@nomina/domain';
import { describe, expect, it } from 'vitest';
import { moduleGroup, subModule } from '../../../testing/modules';
import { decideModuleAccess, groupLanding } from './module-access';

function groupWith(overrides: Partial<TSubModule>) {
  return [moduleGroup('portefeuille', 1, [subModule('droits', overrides)])];
}

const DROITS = { group: 'portefeuille', url: 'droits' };

describe('module guard', () => {
  it('opens a module both the issuer and the account allow', () => {
    expect(decideModuleAccess(groupWith({}), DROITS)).toEqual({ kind: 'open' });
  });

  it('sends an unknown module to the dashboard', () => {
    expect(decideModuleAccess(groupWith({}), { group: 'portefeuille', url: 'ost_pda' })).toEqual({
      kind: 'unknown',
    });
    expect(decideModuleAccess([], DROITS)).toEqual({ kind: 'unknown' });
  });

  it('finds the module by group url and module url, the group being general by default', () => {
    expect(decideModuleAccess(groupWith({}), { url: 'droits' })).toEqual({ kind: 'unknown' });
    expect(decideModuleAccess(groupWith({}), { group: 'ost', url: 'droits' })).toEqual({ kind: 'unknown' });
    const general = [moduleGroup('general', 0, [subModule('aide')])];
    expect(decideModuleAccess(general, { url: 'aide' })).toEqual({ kind: 'open' });
  });

  it('takes the first sub-module of the url where several share it (the profile page)', () => {
    const profile = [
      moduleGroup('profil', 7, [
        subModule('profil', { moduleUrl: 'profil' }),
        subModule('maj_adresse', { moduleUrl: 'profil', habiliteActi: false, show: false }),
        subModule('maj_bank', { moduleUrl: 'profil/bancaire', habiliteActi: false }),
      ]),
    ];
    expect(decideModuleAccess(profile, { group: 'profil', url: 'profil' })).toEqual({ kind: 'open' });
    expect(decideModuleAccess(profile, { group: 'profil', url: 'profil/bancaire' })).toMatchObject({
      kind: 'blocked',
    });
  });

  it('shows the issuer’s message in a warning when it wrote one', () => {
    expect(
      decideModuleAccess(groupWith({ habiliteEmet: false, msgActi: 'msg.emet.closed' }), DROITS),
    ).toEqual({
      kind: 'warning',
      message: 'msg.emet.closed',
    });
  });

  it('blocks with the account’s reasons, or the default text when there are none', () => {
    expect(
      decideModuleAccess(
        groupWith({ habiliteActi: false, motifsBlocage: ['habilitations.motif.blackout'] }),
        DROITS,
      ),
    ).toEqual({ kind: 'blocked', reasons: ['habilitations.motif.blackout'] });
    expect(decideModuleAccess(groupWith({ habiliteEmet: false }), DROITS)).toEqual({
      kind: 'blocked',
      reasons: ['habilitations.restriction.msg.n'],
    });
  });

  describe('pages that need several modules', () => {
    const operations = (gate: Partial<TSubModule>, own: Partial<TSubModule> = {}) => [
      moduleGroup('passage_operations', 3, [
        subModule('passage_operations', { show: false, ...gate }),
        subModule('operation_vendre', own),
      ]),
    ];
    const SELL = {
      allOf: [
        { group: 'passage_operations', url: 'passage_operations' },
        { group: 'passage_operations', url: 'operation_vendre' },
      ],
    };

    it('open only when every module of allOf opens, explaining the first refusal', () => {
      expect(decideModuleAccess(operations({}), SELL)).toEqual({ kind: 'open' });
      expect(
        decideModuleAccess(
          operations({ habiliteActi: false, motifsBlocage: ['habilitations.motif.gel'] }),
          SELL,
        ),
      ).toEqual({ kind: 'blocked', reasons: ['habilitations.motif.gel'] });
      expect(decideModuleAccess(operations({}, { habiliteEmet: false, msgActi: 'msg.vente' }), SELL)).toEqual(
        {
          kind: 'warning',
          message: 'msg.vente',
        },
      );
    });

    it('open when any module of anyOf opens; otherwise the first refusal, or unknown', () => {
      const history = (bourse: Partial<TSubModule>, pls: Partial<TSubModule>) => [
        moduleGroup('suivi_operations', 2, [
          subModule('histo_ope_bourse', bourse),
          subModule('histo_ordre_pls', pls),
        ]),
      ];
      const DETAILS = {
        anyOf: ['histo_ope_bourse', 'histo_ordre_pls', 'histo_ope_diverses'].map((url) => ({
          group: 'suivi_operations',
          url,
        })),
      };
      expect(decideModuleAccess(history({ habiliteActi: false }, {}), DETAILS)).toEqual({ kind: 'open' });
      expect(decideModuleAccess(history({ habiliteActi: false }, { habiliteEmet: false }), DETAILS)).toEqual({
        kind: 'blocked',
        reasons: ['habilitations.restriction.msg.n'],
      });
      expect(decideModuleAccess([], DETAILS)).toEqual({ kind: 'unknown' });
    });

    it('nests the lists: the group’s own module and any one tab (the history’s details)', () => {
      const history = (gate: Partial<TSubModule>, bourse: Partial<TSubModule>, pls: Partial<TSubModule>) => [
        moduleGroup('suivi_operations', 2, [
          subModule('suivi_operations', { show: false, ...gate }),
          subModule('histo_ope_bourse', bourse),
          subModule('histo_ordre_pls', pls),
        ]),
      ];
      const DETAILS = {
        allOf: [
          { group: 'suivi_operations', url: 'suivi_operations' },
          {
            anyOf: ['histo_ope_bourse', 'histo_ordre_pls'].map((url) => ({ group: 'suivi_operations', url })),
          },
        ],
      };
      expect(decideModuleAccess(history({}, { habiliteActi: false }, {}), DETAILS)).toEqual({ kind: 'open' });
      expect(
        decideModuleAccess(
          history({ habiliteActi: false, motifsBlocage: ['habilitations.motif.plan'] }, {}, {}),
          DETAILS,
        ),
      ).toEqual({ kind: 'blocked', reasons: ['habilitations.motif.plan'] });
      expect(
        decideModuleAccess(
          history({}, { habiliteActi: false }, { habiliteEmet: false, msgActi: 'msg.pls' }),
          DETAILS,
        ),
      ).toEqual({ kind: 'blocked', reasons: ['habilitations.restriction.msg.n'] });
      expect(decideModuleAccess([], DETAILS)).toEqual({ kind: 'unknown' });
    });
  });
});

describe('group landing', () => {
  const ost = (pda: Partial<TSubModule>, ak: Partial<TSubModule> = {}) => [
    moduleGroup('ost', 4, [subModule('ost_pda', pda), subModule('ost_ak', ak)]),
  ];

  it("leads to the group's first sub-module the account may open", () => {
    expect(groupLanding(ost({}), 'ost')).toBe('ost_pda');
    expect(groupLanding(ost({ habiliteActi: false }), 'ost')).toBe('ost_ak');
  });

  it('skips hidden sub-modules (the habilitation-only passage_operations)', () => {
    const operations = [
      moduleGroup('passage_operations', 3, [
        subModule('passage_operations', { show: false }),
        subModule('operation_acheter'),
      ]),
    ];
    expect(groupLanding(operations, 'passage_operations')).toBe('operation_acheter');
  });

  it('leads to the first displayed one when none opens, so its guard says why', () => {
    expect(groupLanding(ost({ habiliteActi: false }, { habiliteActi: false }), 'ost')).toBe('ost_pda');
  });

  it('has no landing for a group that shows nothing or does not exist', () => {
    expect(groupLanding(ost({ habiliteEmet: false }, { show: false }), 'ost')).toBeNull();
    expect(groupLanding(ost({}), 'parametres')).toBeNull();
  });
});
