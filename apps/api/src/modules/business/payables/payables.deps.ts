import type { TDatabase } from '../../../db/client';
import type { TPayables, TPayablesPort } from '../../external';
import { createOstPayableRepository } from '../corporate-actions/ost-payable.repository';
import { createPaymentModeDeps } from '../operations/deps';
import { createOrdersRepository } from '../operations/orders.repository';
import { createPayablesRepository } from './payables.repository';
import {
  findOwnPayable,
  lockPayableState,
  recordPayableOutcome,
  type TPayablesDeps,
} from './payables.service';
import { checkPaymentMode } from './payment-mode.service';

/** Business's payables over `db` (the app's database, or the payments' transaction). */
export function createPayables(db: TDatabase): TPayables {
  const deps: TPayablesDeps = {
    orders: createOrdersRepository(db),
    ostAnswers: createOstPayableRepository(db),
    locks: createPayablesRepository(db),
  };
  const modes = createPaymentModeDeps(db);
  return {
    findOwn: (tituNume, refDemande) => findOwnPayable(deps, tituNume, refDemande),
    lockState: (tituNume, payable) => lockPayableState(deps, tituNume, payable),
    recordOutcome: (payable, outcome) => recordPayableOutcome(deps, payable, outcome),
    checkMode: (account, mode, montant) => checkPaymentMode(modes, account, mode, montant),
  };
}

/** Business's side of the payments' port: what a payment pays, and how it may be paid. */
export const payables: TPayablesPort = createPayables;
