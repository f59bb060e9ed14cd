import type { TDatabase } from '../../../db/client';
import { selectFaq } from './faq.repository';

/** faq: the entries for holders (piLoggedFaq) or for visitors, in display order. */
export async function listFaq(deps: { db: TDatabase }, logged: boolean) {
  return selectFaq(deps.db, logged);
}
