import { asc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { usefulLinks } from '../../../db/schema';

/** An issuer's useful links, in display order. */
export async function selectUsefulLinks(db: TDatabase, emetIden: number) {
  return db
    .select({ url: usefulLinks.url, traductionKey: usefulLinks.traductionKey })
    .from(usefulLinks)
    .where(eq(usefulLinks.emetIden, emetIden))
    .orderBy(asc(usefulLinks.ordre), asc(usefulLinks.id));
}
