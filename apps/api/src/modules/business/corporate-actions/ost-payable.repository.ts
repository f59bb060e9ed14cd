import { and, eq } from 'drizzle-orm';
import type { TOstType } from '@nomina/domain';
import { ostAnswers, ostEvents } from '../../../db/schema';
import type { TDatabase } from '../../../db/client';
import type { TOstAnswerRow } from './ost.repository';

/** Answer status while its balance waits for the holder's money. */
export const OST_AWAITING_PAYMENT = 'EN_ATTENTE_PAIEMENT';
/** Answer status once nothing is owed: it waits for the event's payment date. */
export const OST_PENDING = 'EN_ATTENTE';

export type TOstPayableRow = {
  answer: TOstAnswerRow;
  typeOst: TOstType;
  /** The engine has paid the event: nothing can be paid towards it any more. */
  isSettled: boolean;
};

/** A corporate-action answer as a payable request (payables), one query per method. */
export function createOstPayableRepository(db: TDatabase) {
  return {
    /** The account's own answer by its reference (another holder's is not found), with its event's kind. */
    async findOwnOstAnswer(tituNume: string, refDemande: string): Promise<TOstPayableRow | null> {
      const [row] = await db
        .select({ answer: ostAnswers, typeOst: ostEvents.typeOst, settledAt: ostEvents.settledAt })
        .from(ostAnswers)
        .innerJoin(ostEvents, eq(ostEvents.idOst, ostAnswers.idOst))
        .where(and(eq(ostAnswers.tituNume, tituNume), eq(ostAnswers.refDemande, refDemande)));
      if (!row) return null;
      return {
        answer: row.answer,
        typeOst: row.typeOst,
        isSettled: row.settledAt !== null || row.answer.settledAt !== null,
      };
    },

    /**
     * The provider confirmed the balance: the answer leaves "awaiting payment" for "pending" (the
     * register engine then pays the event with it). False when it was no longer awaiting payment.
     */
    async markOstAnswerPaid(idDemande: string, at: Date): Promise<boolean> {
      const updated = await db
        .update(ostAnswers)
        .set({ statut: OST_PENDING, paidAt: at })
        .where(and(eq(ostAnswers.idDemande, idDemande), eq(ostAnswers.statut, OST_AWAITING_PAYMENT)))
        .returning({ id: ostAnswers.id });
      return updated.length > 0;
    },
  };
}

export type TOstPayableRepository = ReturnType<typeof createOstPayableRepository>;
