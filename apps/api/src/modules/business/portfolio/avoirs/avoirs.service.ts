import { sumAmounts, type TAvoirs, type TAvoirType } from '@nomina/domain';
import type { TDatabase } from '../../../../db/client';
import { readModules } from '../../../resource';
import type { TAccountScope } from '../../../../access';
import { readDroits } from '../droits.service';
import { readTitres } from '../titres.service';
import { valuationDay } from '../valuation-day';
import { readPositions } from '../positions/positions.service';

/** Each part of the valuation, the module that shows it and how to total it. */
const PARTS: {
  type: TAvoirType;
  moduleKey: string;
  total: (db: TDatabase, a: TAccountScope) => Promise<number>;
}[] = [
  { type: 'TITRES', moduleKey: 'titres', total: async (db, a) => (await readTitres(db, a)).total },
  { type: 'DROITS', moduleKey: 'droits', total: async (db, a) => (await readDroits(db, a)).total },
  { type: 'FONDS', moduleKey: 'fonds', total: async (db, a) => (await readPositions(db, a)).total },
];

/**
 * The valuation of one account split by type, with the same totals as the three portfolio calls.
 * A part whose module the account may not open is left out, so the dashboard never shows what the
 * module guard hides.
 */
export async function readAvoirs(db: TDatabase, account: TAccountScope): Promise<TAvoirs> {
  const subModules = (await readModules(db, account)).flatMap((group) => group.sousModule);
  const isOpen = (key: string) =>
    subModules.some((sub) => sub.moduleKey === key && sub.habiliteActi && sub.habiliteEmet);
  const repartition = await Promise.all(
    PARTS.filter((part) => isOpen(part.moduleKey)).map(async (part) => ({
      type: part.type,
      montant: await part.total(db, account),
    })),
  );
  return {
    dateValorisation: valuationDay(),
    devise: 'EUR',
    total: sumAmounts(repartition.map((part) => part.montant)),
    repartition,
  };
}
