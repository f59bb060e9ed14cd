import { asc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { usefulLinks } from '../../../db/schema';

/** The issuers' useful links: one query per method. */
export function createUsefulLinksRepository(db: TDatabase) {
  return {
    /** An issuer's useful links, in display order. */
    async ofIssuer(emetIden: number) {
      return db
        .select({ url: usefulLinks.url, traductionKey: usefulLinks.traductionKey })
        .from(usefulLinks)
        .where(eq(usefulLinks.emetIden, emetIden))
        .orderBy(asc(usefulLinks.ordre), asc(usefulLinks.id));
    },
  };
}

export type TUsefulLinksRepository = ReturnType<typeof createUsefulLinksRepository>;
