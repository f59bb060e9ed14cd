import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { issuers } from './register';

/**
 * General meetings of an issuer (spec 2 §3 Meeting). Dates are 'yyyy-mm-dd hh:mm' on the Paris
 * wall clock, as the spec writes them. The statut is not stored: the service computes it from the
 * dates and the current time (meetingStatutAt in the domain), so it moves on by itself; the demo
 * seed writes dates relative to the seeding day so every status exists on that day.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    emetIden: integer('emet_iden')
      .notNull()
      .references(() => issuers.emetIden),
    dateAG: text('date_ag').notNull(),
    dateDebutVote: text('date_debut_vote').notNull(),
    dateFinVote: text('date_fin_vote').notNull(),
    /** Empty when the issuer gave no online vote link. */
    urlVote: text('url_vote').notNull().default(''),
    lieu: text('lieu'),
    batiment: text('batiment'),
    rue: text('rue'),
    codePostal: text('code_postal'),
    commune: text('commune'),
    /** ISO 3166 alpha-3. */
    pays: text('pays'),
  },
  (table) => [index('meetings_emet_date_idx').on(table.emetIden, table.dateAG)],
);

/** External links of an issuer's useful-links page (spec 2 §3 Useful link). */
export const usefulLinks = pgTable(
  'useful_links',
  {
    id: serial('id').primaryKey(),
    emetIden: integer('emet_iden')
      .notNull()
      .references(() => issuers.emetIden),
    url: text('url').notNull(),
    /** Translation key of the link's label. */
    traductionKey: text('traduction_key').notNull(),
    ordre: integer('ordre').notNull(),
  },
  (table) => [index('useful_links_emet_idx').on(table.emetIden, table.ordre)],
);
