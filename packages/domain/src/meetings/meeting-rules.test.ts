import { describe, expect, it } from 'vitest';
import {
  daysBeforeVote,
  formatMeetingDate,
  formatMeetingTime,
  meetingAddress,
  meetingStatutAt,
  parisWallClock,
  voteLocale,
} from './meeting-rules';

const meeting = {
  dateDebutVote: '2026-06-01 09:00',
  dateFinVote: '2026-06-20 15:00',
  dateAG: '2026-06-22 14:30',
};

describe('meetingStatutAt', () => {
  it('is BIENTOT before the vote opens', () =>
    expect(meetingStatutAt(meeting, '2026-05-31 23:59')).toBe('BIENTOT'));
  it('is OUVERT from the opening minute', () =>
    expect(meetingStatutAt(meeting, '2026-06-01 09:00')).toBe('OUVERT'));
  it('is OUVERT until the closing minute', () =>
    expect(meetingStatutAt(meeting, '2026-06-20 15:00')).toBe('OUVERT'));
  it('is CONSULTATION once the vote is closed', () =>
    expect(meetingStatutAt(meeting, '2026-06-20 15:01')).toBe('CONSULTATION'));
  it('is JOURJ on the meeting day with the vote closed', () =>
    expect(meetingStatutAt(meeting, '2026-06-22 08:00')).toBe('JOURJ'));
  it('is JOURJ_OUVERT on the meeting day while the vote is open', () =>
    expect(meetingStatutAt({ ...meeting, dateFinVote: '2026-06-22 23:59' }, '2026-06-22 08:00')).toBe(
      'JOURJ_OUVERT',
    ));
  it('is CONSULTATION after the meeting', () =>
    expect(meetingStatutAt(meeting, '2026-07-01 10:00')).toBe('CONSULTATION'));
});

describe('daysBeforeVote (truncated days plus one)', () => {
  it('gives 1 a few hours before the opening', () =>
    expect(daysBeforeVote('2026-06-01 09:00', '2026-06-01 02:00')).toBe(1));
  it('gives 2 one day and a half before', () =>
    expect(daysBeforeVote('2026-06-01 09:00', '2026-05-30 21:00')).toBe(2));
  it('gives 11 exactly ten days before', () =>
    expect(daysBeforeVote('2026-06-11 09:00', '2026-06-01 09:00')).toBe(11));
  it('gives 10 nine days and 23 hours before', () =>
    expect(daysBeforeVote('2026-06-11 09:00', '2026-06-01 10:00')).toBe(10));
});

describe('meeting date and time', () => {
  it('writes dd/mm/yyyy in French', () =>
    expect(formatMeetingDate('2026-06-22 14:30', 'fr')).toBe('22/06/2026'));
  it('writes dd/mm/yyyy in German and Portuguese', () => {
    expect(formatMeetingDate('2026-06-22 14:30', 'de')).toBe('22/06/2026');
    expect(formatMeetingDate('2026-06-22 14:30', 'po')).toBe('22/06/2026');
  });
  it('writes mm/dd/yyyy in English', () =>
    expect(formatMeetingDate('2026-06-22 14:30', 'en')).toBe('06/22/2026'));
  it('writes the time hhHmm', () => {
    expect(formatMeetingTime('2026-06-22 14:30')).toBe('14H30');
    expect(formatMeetingTime('2026-06-22 09:05:00')).toBe('09H05');
  });
});

describe('meetingAddress', () => {
  const base = {
    lieu: 'Palais des Congrès',
    batiment: 'Hall B',
    rue: '2 place de la Porte Maillot',
    codePostal: '75017',
    commune: 'Paris',
    pays: 'FRA',
  };
  it('omits the country when it is FRA and prefers the place', () =>
    expect(meetingAddress(base)).toEqual([
      'Palais des Congrès',
      '2 place de la Porte Maillot',
      '75017 Paris',
    ]));
  it('uses the building when there is no place and keeps another country', () =>
    expect(
      meetingAddress({ ...base, lieu: null, pays: 'BEL', codePostal: '1000', commune: 'Bruxelles' }),
    ).toEqual(['Hall B', '2 place de la Porte Maillot', '1000 Bruxelles', 'BEL']));
  it('leaves out empty parts', () =>
    expect(
      meetingAddress({ lieu: '', batiment: null, rue: null, codePostal: null, commune: 'Lyon', pays: null }),
    ).toEqual(['Lyon']));
});

describe('vote link', () => {
  it('maps po to pt', () => expect(voteLocale('po')).toBe('pt'));
  it('keeps the other languages and defaults to fr', () => {
    expect(voteLocale('en')).toBe('en');
    expect(voteLocale(undefined)).toBe('fr');
  });
});

describe('parisWallClock', () => {
  it('reads an instant on the Paris clock (summer time)', () =>
    expect(parisWallClock(new Date('2026-06-22T12:30:00Z'))).toBe('2026-06-22 14:30'));
  it('reads an instant on the Paris clock (winter time)', () =>
    expect(parisWallClock(new Date('2026-01-05T23:30:00Z'))).toBe('2026-01-06 00:30'));
});
