import { sumAmounts, type TAvoirs, type TAvoirType } from '@nomina/domain';
import type { TPortfolioDeps } from '../portfolio.deps';
import type { TAccountScope } from '../../../../access';
import { readDroits } from '../droits.service';
import { readTitres } from '../titres.service';
import { valuationDay } from '../valuation-day';
import { readPositions } from '../positions/positions.service';

/** Each part of the valuation, the module that shows it and how to total it. */
const PARTS: {
  type: TAvoirType;
  moduleKey: string;
  total: (deps: TPortfolioDeps, a: TAccountScope) => Promise<number>;
}[] = [
  { type: 'TITRES', moduleKey: 'titres', total: async (deps, a) => (await readTitres(deps, a)).total },
  { type: 'DROITS', moduleKey: 'droits', total: async (deps, a) => (await readDroits(deps, a)).total },
  { type: 'FONDS', moduleKey: 'fonds', total: async (deps, a) => (await readPositions(deps, a)).total },
];

/**
 * The valuation of one account split by type, with the same totals as the three portfolio calls.
 * A part whose module the account may not open is left out, so the dashboard never shows what the
 * module guard hides.
 */
export async function readAvoirs(deps: TPortfolioDeps, account: TAccountScope): Promise<TAvoirs> {
  const subModules = (await deps.readModules(account)).flatMap((group) => group.sousModule);
  const isOpen = (key: string) =>
    subModules.some((sub) => sub.moduleKey === key && sub.habiliteActi && sub.habiliteEmet);
  const repartition = await Promise.all(
    PARTS.filter((part) => isOpen(part.moduleKey)).map(async (part) => ({
      type: part.type,
      montant: await part.total(deps, account),
    })),
  );
  return {
    dateValorisation: valuationDay(),
    devise: 'EUR',
    total: sumAmounts(repartition.map((part) => part.montant)),
    repartition,
  };
}
