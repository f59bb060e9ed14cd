import { daysBeforeVote, formatMeetingDate, formatMeetingTime, type TAssemblee } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';

/** A text key with its values, as react-i18next's t takes them. */
export type TText = { key: TTranslationKey; values?: Record<string, string | number> };

/** What the status panel shows for one meeting (spec 2 §4 Meetings). */
export type TStatusView = { texts: TText[]; button: { key: TTranslationKey } | null };

/**
 * The status panel of a meeting at `now` (Paris wall clock 'yyyy-mm-dd hh:mm'):
 * BIENTOT days before the vote opens (truncated days plus one); OUVERT closing date and hour with
 * the vote button; CONSULTATION the next-meeting text and the consult button; JOURJ and
 * JOURJ_OUVERT the meeting-day text, with the participate button only for JOURJ_OUVERT.
 */
export function statusView(meeting: TAssemblee, now: string, lang: string): TStatusView {
  switch (meeting.statut) {
    case 'BIENTOT':
      return {
        texts: [
          { key: 'assemblee.bientot.text' },
          { key: 'assemblee.bientot.days', values: { count: daysBeforeVote(meeting.dateDebutVote, now) } },
        ],
        button: null,
      };
    case 'OUVERT':
      return {
        texts: [
          {
            key: 'assemblee.ouvert.text',
            values: {
              date: formatMeetingDate(meeting.dateFinVote, lang),
              heure: formatMeetingTime(meeting.dateFinVote),
            },
          },
        ],
        button: { key: 'assemblee.ouvert.button' },
      };
    case 'CONSULTATION':
      return {
        texts: [{ key: 'assemblee.consultation.text' }],
        button: { key: 'assemblee.consultation.button' },
      };
    case 'JOURJ':
      return { texts: [{ key: 'assemblee.jourj.text' }], button: null };
    case 'JOURJ_OUVERT':
      return { texts: [{ key: 'assemblee.jourj_ouvert.text' }], button: { key: 'assemblee.jourj.button' } };
  }
}
