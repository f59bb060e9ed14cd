import { sql } from 'drizzle-orm';
import type { TOperationNom, TOperationStatut } from '@nomina/domain';
import type { TDatabase } from '../client';
import { executions, operations } from '../schema';
import { holderSeeds } from './holders';
import { buildOperation, type TSeededOperation } from './operations-builder';
import { createRandom, seedOf } from './operations-random';
import { scheduleOperations, type TOperationProfile } from './operations-schedule';

type TWriter = Pick<TDatabase, 'insert' | 'execute'>;

/**
 * Who has which history: jdupont01 a rich one (every kind, every status, open orders to cancel),
 * mmartin01's three accounts their own, a few other demo holders a short one. Each account trades
 * its own issuer's security and plans, as in the portfolio seed.
 */
export const operationProfiles: TOperationProfile[] = [
  {
    tituNume: 'T1001-000101',
    valeurs: [10011],
    plans: [501, 502, 511, 512],
    // From June 2024: the free shares of plan 501 vest inside the history.
    months: 29,
    ordersPerMonth: 3,
  },
  { tituNume: 'T1001-000102', valeurs: [10011], plans: [502], months: 24, ordersPerMonth: 1 },
  { tituNume: 'T2002-000102', valeurs: [20021], plans: [521], months: 27, ordersPerMonth: 1 },
  { tituNume: 'T3003-000102', valeurs: [30031], plans: [], months: 24, ordersPerMonth: 1 },
  { tituNume: 'T1002-000103', valeurs: [10021], plans: [], months: 12, ordersPerMonth: 1 },
  { tituNume: 'T2002-000104', valeurs: [20021], plans: [521], months: 12, ordersPerMonth: 1 },
  { tituNume: 'T5005-000106', valeurs: [50051], plans: [], months: 12, ordersPerMonth: 1 },
  { tituNume: 'T4004-000105', valeurs: [40041], plans: [], months: 12, ordersPerMonth: 1 },
];

function holderRef(tituNume: string) {
  const holder = holderSeeds.find((candidate) => candidate.tituNume === tituNume);
  if (!holder) throw new Error(`no demo holder ${tituNume}`);
  return holder;
}

/** The demo register's operations, computed (not read) so that tests can count on them. */
export function buildOperationSeeds(): TSeededOperation[] {
  return operationProfiles.flatMap((profile) => {
    const random = createRandom(seedOf(profile.tituNume));
    const holder = holderRef(profile.tituNume);
    return scheduleOperations(profile, random).map((draft, index) =>
      buildOperation({ ...draft, holder, seq: index + 1 }, random),
    );
  });
}

async function insertOperations(db: TWriter, seeded: TSeededOperation[]): Promise<void> {
  for (let start = 0; start < seeded.length; start += 500) {
    const slice = seeded.slice(start, start + 500);
    await db.insert(operations).values(slice.map((entry) => entry.operation));
    const fills = slice.flatMap((entry) => entry.executions);
    if (fills.length > 0) await db.insert(executions).values(fills);
  }
}

/** Writes the demo register's operations. */
export async function seedOperations(db: TWriter): Promise<TSeededOperation[]> {
  const seeded = buildOperationSeeds();
  await insertOperations(db, seeded);
  return seeded;
}

const BULK_KINDS: TOperationNom[] = [
  'ACHAT_TITRE',
  'VENTE_TITRE',
  'ACHAT_TITRE',
  'DIVIDENDE',
  'LEVEE_VENTE',
  'VENTE_TITRE',
  'ACCEPTATION_PLAN',
  'OST',
  'LEVEE_SIMPLE',
  'TRANSFERT',
];
const BULK_STATUSES: TOperationStatut[] = ['EXECUTE', 'EXECUTE', 'ANNULE', 'EXECUTE', 'EXPIRE', 'REJETE'];

/**
 * Gives one holder `count` more operations over the ten years before the demo history, for the
 * benchmarks (a holder with thousands of operations). Not part of the demo seed.
 */
export async function seedBulkOperations(
  db: TWriter,
  tituNume: string,
  count: number,
  firstSeq = 50_000,
): Promise<void> {
  const holder = holderRef(tituNume);
  const profile = operationProfiles.find((candidate) => candidate.tituNume === tituNume);
  const valeurs = profile?.valeurs ?? [10011];
  const random = createRandom(seedOf(`bulk:${tituNume}`));
  const start = Date.UTC(2014, 0, 2, 9);
  const step = Math.floor((Date.UTC(2024, 0, 1) - start) / count);
  const seeded: TSeededOperation[] = [];
  for (let index = 0; index < count; index += 1) {
    const typeOperation = BULK_KINDS[index % BULK_KINDS.length]!;
    const needsPlan = ['LEVEE_VENTE', 'LEVEE_SIMPLE', 'ACCEPTATION_PLAN'].includes(typeOperation);
    const statut = typeOperation === 'DIVIDENDE' ? 'EXECUTE' : BULK_STATUSES[index % BULK_STATUSES.length]!;
    seeded.push(
      buildOperation(
        {
          holder,
          seq: firstSeq + index,
          typeOperation,
          at: new Date(start + index * step),
          statut,
          valeIden: needsPlan ? 10011 : random.pick(valeurs),
          quantite: random.int(1, 40) * 5,
          idPlan: needsPlan ? (typeOperation === 'ACCEPTATION_PLAN' ? 501 : 511) : undefined,
        },
        random,
      ),
    );
  }
  await insertOperations(db, seeded);
  // Fresh statistics, so the planner sees a holder with thousands of rows as it is.
  await db.execute(sql`analyze operations`);
}
