import { describe, expect, it } from 'vitest';
import type { TAssemblee } from '@nomina/domain';
import { statusView } from './status-view';

const base: TAssemblee = {
  id: 1,
  statut: 'OUVERT',
  dateAG: '2026-06-22 14:30',
  dateDebutVote: '2026-06-01 09:00',
  dateFinVote: '2026-06-20 15:00',
  urlVote: 'https://vote.example.org/ag',
  lieu: 'Salle Gaveau',
  batiment: null,
  rue: '45 rue La Boétie',
  codePostal: '75008',
  commune: 'Paris',
  pays: 'FRA',
};

describe('statusView', () => {
  it('BIENTOT: days before the opening, truncated plus one, no button', () => {
    const view = statusView({ ...base, statut: 'BIENTOT' }, '2026-05-22 10:00', 'fr');
    expect(view.texts[1]).toEqual({ key: 'assemblee.bientot.days', values: { count: 10 } });
    expect(view.button).toBeNull();
  });
  it('OUVERT: closing date and hour, and the vote button', () => {
    expect(statusView(base, '2026-06-05 10:00', 'fr')).toEqual({
      texts: [{ key: 'assemblee.ouvert.text', values: { date: '20/06/2026', heure: '15H00' } }],
      button: { key: 'assemblee.ouvert.button' },
    });
    expect(statusView(base, '2026-06-05 10:00', 'en').texts[0]?.values).toEqual({
      date: '06/20/2026',
      heure: '15H00',
    });
  });
  it('CONSULTATION: next-meeting text and consult button', () =>
    expect(statusView({ ...base, statut: 'CONSULTATION' }, '2026-07-01 10:00', 'fr').button).toEqual({
      key: 'assemblee.consultation.button',
    }));
  it('JOURJ: no participate button', () =>
    expect(statusView({ ...base, statut: 'JOURJ' }, '2026-06-22 10:00', 'fr').button).toBeNull());
  it('JOURJ_OUVERT: the participate button', () =>
    expect(statusView({ ...base, statut: 'JOURJ_OUVERT' }, '2026-06-22 10:00', 'fr').button).toEqual({
      key: 'assemblee.jourj.button',
    }));
});
