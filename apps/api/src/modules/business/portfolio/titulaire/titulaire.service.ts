import { ERROR_CODES } from '@nomina/domain';
import type { TPortfolioDeps } from '../portfolio.deps';
import { AppError } from '../../../../lib/app-error';
import { findHolder } from './titulaire.repository';

/** The holder of the token's chosen account (409 general.error.account.none when none is chosen). */
export async function readTitulaire({ db }: TPortfolioDeps, tituNume: string | null | undefined) {
  if (!tituNume) throw new AppError(409, ERROR_CODES.noAccountSelected);
  const holder = await findHolder(db, tituNume);
  if (!holder) throw new AppError(409, ERROR_CODES.noAccountSelected);
  return holder;
}
