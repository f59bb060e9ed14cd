import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, type THistoCategorie } from '@nomina/domain';
import { AppError } from '../lib/app-error';
import type { TAccountScope } from './account-scope';

/** The habilitation key of each history tab (spec 3 §6). */
export const MODULE_OF_CATEGORIE: Record<THistoCategorie, string> = {
  BOURSE: 'histo_ope_bourse',
  PLS: 'histo_ordre_pls',
  DIVERSES: 'histo_ope_diverses',
};

/** 403 habilitations.restriction.msg.n when the account may not open the tab's module. */
export async function assertCategorieOpen(
  app: FastifyInstance,
  account: TAccountScope,
  categorie: THistoCategorie,
): Promise<void> {
  if (!(await app.habilitations.isOpen(account, MODULE_OF_CATEGORIE[categorie])))
    throw new AppError(403, ERROR_CODES.moduleRefused);
}
