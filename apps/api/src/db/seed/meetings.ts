import { parisWallClock } from '@nomina/domain';
import type { TDatabase } from '../client';
import { meetings, usefulLinks } from '../schema';
import { addDays } from './seed-dates';

type TWriter = Pick<TDatabase, 'insert'>;

const PALAIS = {
  lieu: 'Palais des Congrès',
  batiment: null,
  rue: '2 place de la Porte Maillot',
  codePostal: '75017',
  commune: 'Paris',
  pays: 'FRA',
};

/**
 * Demo meetings, dated relative to the seeding day (Paris calendar) so that on that day issuer
 * 1001 shows one meeting in each of BIENTOT, OUVERT, JOURJ_OUVERT and CONSULTATION (plus an older
 * one the four-tab limit leaves out), 2002 shows JOURJ and an open vote without a link, and 3003
 * has none. The statut is computed from these dates at each call, so a database kept for days sees
 * them move on (re-seed to get every status again).
 */
export function meetingSeeds(now: Date) {
  const today = parisWallClock(now).slice(0, 10);
  const at = (days: number, time: string) => `${addDays(today, days)} ${time}`;
  return [
    // 1001 Aubépine: the four statuses, and an old meeting beyond the four shown.
    {
      emetIden: 1001,
      dateDebutVote: at(-430, '09:00'),
      dateFinVote: at(-402, '15:00'),
      dateAG: at(-400, '14:30'),
      urlVote: 'https://example.org/vote/aubepine-2025',
      ...PALAIS,
    },
    {
      emetIden: 1001,
      dateDebutVote: at(-60, '09:00'),
      dateFinVote: at(-32, '15:00'),
      dateAG: at(-30, '14:30'),
      urlVote: 'https://example.org/vote/aubepine-age',
      ...PALAIS,
    },
    {
      emetIden: 1001,
      dateDebutVote: at(-20, '09:00'),
      dateFinVote: at(0, '23:59'),
      dateAG: at(0, '23:30'),
      urlVote: 'https://example.org/vote/aubepine-jourj',
      lieu: null,
      batiment: 'Centre de conférences Aubépine',
      rue: '18 rue des Tanneurs',
      codePostal: '67000',
      commune: 'Strasbourg',
      pays: 'FRA',
    },
    {
      emetIden: 1001,
      dateDebutVote: at(-5, '09:00'),
      dateFinVote: at(40, '15:00'),
      dateAG: at(42, '10:00'),
      urlVote: 'https://example.org/vote/aubepine-ago',
      lieu: 'Salle Gaveau',
      batiment: null,
      rue: '45 rue La Boétie',
      codePostal: '75008',
      commune: 'Paris',
      pays: 'FRA',
    },
    {
      emetIden: 1001,
      dateDebutVote: at(10, '09:00'),
      dateFinVote: at(60, '15:00'),
      dateAG: at(62, '14:00'),
      urlVote: 'https://example.org/vote/aubepine-agm',
      lieu: 'Square Brussels Meeting Centre',
      batiment: null,
      rue: 'Mont des Arts',
      codePostal: '1000',
      commune: 'Bruxelles',
      pays: 'BEL',
    },
    // 2002 Calanque: the meeting day with the vote closed, and an open vote without a link.
    {
      emetIden: 2002,
      dateDebutVote: at(-30, '09:00'),
      dateFinVote: at(-1, '15:00'),
      dateAG: at(0, '23:30'),
      urlVote: 'https://example.org/vote/calanque-ago',
      lieu: 'Palais du Pharo',
      batiment: null,
      rue: '58 boulevard Charles Livon',
      codePostal: '13007',
      commune: 'Marseille',
      pays: 'FRA',
    },
    {
      emetIden: 2002,
      dateDebutVote: at(-3, '09:00'),
      dateFinVote: at(25, '15:00'),
      dateAG: at(27, '10:00'),
      urlVote: '',
      lieu: 'Palais du Pharo',
      batiment: null,
      rue: '58 boulevard Charles Livon',
      codePostal: '13007',
      commune: 'Marseille',
      pays: 'FRA',
    },
    // 1002 Cèdre (German-speaking demo holder): a vote opening soon.
    {
      emetIden: 1002,
      dateDebutVote: at(3, '09:00'),
      dateFinVote: at(30, '15:00'),
      dateAG: at(32, '11:00'),
      urlVote: 'https://example.org/vote/cedre',
      lieu: null,
      batiment: 'Kongresshaus',
      rue: 'Gotthardstrasse 5',
      codePostal: '8002',
      commune: 'Zürich',
      pays: 'CHE',
    },
  ];
}

/** Useful links: several for 1001 and 1002, one for 2002, none for 3003. */
export const usefulLinkSeeds = [
  {
    emetIden: 1001,
    url: 'https://example.org/aubepine/investisseurs',
    traductionKey: 'liens.aubepine.investisseurs',
    ordre: 1,
  },
  {
    emetIden: 1001,
    url: 'https://example.org/aubepine/assemblees',
    traductionKey: 'liens.aubepine.assemblees',
    ordre: 2,
  },
  { emetIden: 1001, url: 'https://www.amf-france.org/', traductionKey: 'liens.amf', ordre: 3 },
  {
    emetIden: 1002,
    url: 'https://example.org/cedre/investisseurs',
    traductionKey: 'liens.cedre.investisseurs',
    ordre: 1,
  },
  { emetIden: 1002, url: 'https://www.amf-france.org/', traductionKey: 'liens.amf', ordre: 2 },
  {
    emetIden: 2002,
    url: 'https://example.org/calanque/actionnaires',
    traductionKey: 'liens.calanque.actionnaires',
    ordre: 1,
  },
];

export async function seedMeetings(tx: TWriter, now: Date): Promise<void> {
  await tx.insert(meetings).values(meetingSeeds(now));
  await tx.insert(usefulLinks).values(usefulLinkSeeds);
}
