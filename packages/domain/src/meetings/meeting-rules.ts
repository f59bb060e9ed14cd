import { normaliseLanguage } from '../i18n/languages';
import type { TAssemblee, TMeetingStatut } from './meetings.types';

/**
 * Rules of the meetings page (spec 2 §4 Meetings, §5 Vote, §9). Meeting dates are
 * 'yyyy-mm-dd hh:mm' strings on the Paris wall clock; "now" is given in the same form, so the
 * comparisons are plain string comparisons.
 */

const DAY_MS = 86_400_000;

/** The 'yyyy-mm-dd hh:mm' Paris wall clock of an instant. */
export function parisWallClock(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/**
 * The status of a meeting at `now` (same wall-clock form): BIENTOT before the vote opens; on the
 * meeting day JOURJ_OUVERT while the vote is still open, else JOURJ; OUVERT while the vote is open;
 * CONSULTATION once the vote is over (and after the meeting).
 */
export function meetingStatutAt(
  meeting: Pick<TAssemblee, 'dateAG' | 'dateDebutVote' | 'dateFinVote'>,
  now: string,
): TMeetingStatut {
  const at = now.slice(0, 16);
  const debut = meeting.dateDebutVote.slice(0, 16);
  const fin = meeting.dateFinVote.slice(0, 16);
  if (at < debut) return 'BIENTOT';
  const voteOpen = at <= fin;
  if (at.slice(0, 10) === meeting.dateAG.slice(0, 10)) return voteOpen ? 'JOURJ_OUVERT' : 'JOURJ';
  return voteOpen ? 'OUVERT' : 'CONSULTATION';
}

/**
 * Days before the vote opens (BIENTOT): the truncated number of days from `now` to dateDebutVote,
 * plus one (spec 2 §9). Both read as wall-clock times.
 */
export function daysBeforeVote(dateDebutVote: string, now: string): number {
  const toMs = (value: string) => Date.parse(`${value.slice(0, 10)}T${value.slice(11, 16) || '00:00'}:00Z`);
  return Math.trunc((toMs(dateDebutVote) - toMs(now)) / DAY_MS) + 1;
}

/** The date of a meeting date: dd/mm/yyyy, mm/dd/yyyy in English (spec 2 §9). */
export function formatMeetingDate(value: string, lang: string | null | undefined): string {
  const [year, month, day] = value.slice(0, 10).split('-');
  return normaliseLanguage(lang) === 'en' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/** The time of a meeting date as hhHmm: '14:30' gives 14H30 (spec 2 §9). */
export function formatMeetingTime(value: string): string {
  const time = value.slice(11, 16);
  return /^\d{2}:\d{2}$/.test(time) ? time.replace(':', 'H') : '';
}

/**
 * The address lines of a meeting: place or building, street, postal code with commune, and the
 * country unless it is FRA (spec 2 §2 Meetings page). Empty parts are left out.
 */
export function meetingAddress(
  meeting: Pick<TAssemblee, 'lieu' | 'batiment' | 'rue' | 'codePostal' | 'commune' | 'pays'>,
): string[] {
  const clean = (value: string | null) => value?.trim() ?? '';
  const place = clean(meeting.lieu) || clean(meeting.batiment);
  const town = [clean(meeting.codePostal), clean(meeting.commune)].filter(Boolean).join(' ');
  const country = clean(meeting.pays).toUpperCase() === 'FRA' ? '' : clean(meeting.pays);
  return [place, clean(meeting.rue), town, country].filter(Boolean);
}

/** The request_locale the vote site expects: the portal language, po (old spelling) becoming pt. */
export function voteLocale(lang: string | null | undefined): string {
  return normaliseLanguage(lang) ?? 'fr';
}
