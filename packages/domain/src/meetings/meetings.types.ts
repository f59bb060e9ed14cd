import { z } from 'zod';

/** Meeting statuses (spec 2 §4 Meetings). */
export const MEETING_STATUTS = ['BIENTOT', 'OUVERT', 'JOURJ', 'JOURJ_OUVERT', 'CONSULTATION'] as const;
export type TMeetingStatut = (typeof MEETING_STATUTS)[number];

/** At most this many meetings are shown, as tabs (spec 2 §9). */
export const MAX_MEETINGS = 4;

/** 'yyyy-mm-dd hh:mm' (Paris wall clock), as the spec's Meeting dates are written. */
export const ZMeetingDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

/** One general meeting (spec 2 §3 Meeting). */
export const ZAssemblee = z.object({
  id: z.number().int(),
  statut: z.enum(MEETING_STATUTS),
  dateAG: ZMeetingDateTime,
  dateDebutVote: ZMeetingDateTime,
  dateFinVote: ZMeetingDateTime,
  /** Empty when the issuer gave no online vote link: the vote cannot be opened. */
  urlVote: z.string(),
  lieu: z.string().nullable(),
  batiment: z.string().nullable(),
  rue: z.string().nullable(),
  codePostal: z.string().nullable(),
  commune: z.string().nullable(),
  /** ISO 3166 alpha-3 country (FRA is not shown in the address). */
  pays: z.string().nullable(),
});
export type TAssemblee = z.infer<typeof ZAssemblee>;

/** One external link of the issuer (spec 2 §3 Useful link). */
export const ZLienUtile = z.object({ url: z.string().url(), traductionKey: z.string() });
export type TLienUtile = z.infer<typeof ZLienUtile>;
