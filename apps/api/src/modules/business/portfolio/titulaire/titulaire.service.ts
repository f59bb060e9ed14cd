import { ERROR_CODES } from '@nomina/domain';
import type { TPortfolioDeps } from '../portfolio.deps';
import { AppError } from '../../../../lib/app-error';

/** The holder of the token's chosen account (409 general.error.account.none when none is chosen). */
export async function readTitulaire(
  { titulaire }: Pick<TPortfolioDeps, 'titulaire'>,
  tituNume: string | null | undefined,
) {
  if (!tituNume) throw new AppError(409, ERROR_CODES.noAccountSelected);
  const holder = await titulaire.findHolder(tituNume);
  if (!holder) throw new AppError(409, ERROR_CODES.noAccountSelected);
  return holder;
}
