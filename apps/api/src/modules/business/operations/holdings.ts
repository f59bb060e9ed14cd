import type { THoldingsRepository } from './holdings.repository';

/** The holder's holdings of a security, one per holding mode, with what open sales reserve. */
export async function findSellableHoldings(
  holdings: THoldingsRepository,
  tituNume: string,
  valeIden: number,
) {
  const [lines, reserved] = await Promise.all([
    holdings.findHoldingLines(tituNume, valeIden),
    holdings.findSaleReservations(tituNume, valeIden),
  ]);
  const reservedBy = new Map(reserved.map((row) => [row.modeDetention, row.quantite]));
  return lines.map((line) => ({ ...line, enCours: reservedBy.get(line.holding.modeDetention) ?? 0 }));
}

/** The holder's stock-option grants (with plan and security), and what open exercise orders take from each. */
export async function findOptionGrants(holdings: THoldingsRepository, tituNume: string) {
  const [grants, reserved] = await Promise.all([
    holdings.findGrantLines(tituNume),
    holdings.findExerciseReservations(tituNume),
  ]);
  const reservedBy = new Map(reserved.map((row) => [row.idPlan, row.quantite]));
  return grants.map((row) => ({ ...row, enCours: reservedBy.get(row.grant.idPlan) ?? 0 }));
}
