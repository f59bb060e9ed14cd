import type { TFaqRepository } from './faq.repository';

/** faq: the entries for holders (piLoggedFaq) or for visitors, in display order. */
export async function listFaq(deps: { faq: TFaqRepository }, logged: boolean) {
  return deps.faq.select(logged);
}
