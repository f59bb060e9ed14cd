import { isComplete, isCompliant, isDuplicateType, type TIdDocument } from '@nomina/domain';

/** A listed document: the server's record and the files picked for it (one per side). */
export type TItem = { doc: TIdDocument; files: File[] };
/** Who a visitor's check is for: the sign-up flow's verification key and new contacts. */
export type TVisitor = { verificationKey: string; phone: string; email: string };

/** The state of one listed document (spec 2 §4 steps 3 to 6). */
export type TItemState = 'nonCompliant' | 'duplicate' | 'waitingSide' | 'ok';

export function stateOf(item: TItem, items: readonly TItem[]): TItemState {
  if (!isCompliant(item.doc)) return 'nonCompliant';
  // Spec 2 §4 step 6 refuses the document added after one it conflicts with: the earlier stays valid.
  const earlier = items.slice(0, items.indexOf(item)).map((other) => other.doc);
  if (isDuplicateType(item.doc, earlier)) return 'duplicate';
  if (!isComplete(item.doc)) return 'waitingSide';
  return 'ok';
}
