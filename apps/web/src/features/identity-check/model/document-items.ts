import { documentState, type TDocumentState, type TIdDocument } from '@nomina/domain';

/** A listed document: the server's record and the files picked for it (one per side). */
export type TItem = { doc: TIdDocument; files: File[] };
/** Who a visitor's check is for: the sign-up flow's verification key and new contacts. */
export type TVisitor = { verificationKey: string; phone: string; email: string };

/** The state of one listed document (spec 2 §4 steps 3 to 6). */
export type TItemState = TDocumentState;

/** The state of `item` among `items`, listed in upload order (the API judges them in the same order). */
export function stateOf(item: TItem, items: readonly TItem[]): TItemState {
  const earlier = items.slice(0, items.indexOf(item)).map((other) => other.doc);
  return documentState(item.doc, earlier);
}
