import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { THistoriqueQuery, TOperationResume } from '@nomina/domain';
import { operations } from '../../../db/schema';

export type TOperationRecord = typeof operations.$inferSelect;
export type THistoryFilters = Omit<THistoriqueQuery, 'page' | 'taille' | 'apres'>;

const DAY_MS = 86_400_000;

/** The holder's operations of one tab matching the filters; dates are whole days, both inclusive. */
export function historyWhere(tituNume: string, filters: THistoryFilters): SQL {
  const conditions: SQL[] = [eq(operations.tituNume, tituNume), eq(operations.categorie, filters.categorie)];
  if (filters.dateDebut)
    conditions.push(gte(operations.dateOperation, new Date(`${filters.dateDebut}T00:00:00Z`)));
  if (filters.dateFin)
    conditions.push(
      lt(operations.dateOperation, new Date(Date.parse(`${filters.dateFin}T00:00:00Z`) + DAY_MS)),
    );
  if (filters.typeOperation) conditions.push(eq(operations.typeOperation, filters.typeOperation));
  if (filters.statut) conditions.push(eq(operations.statut, filters.statut));
  if (filters.valeIden !== undefined) conditions.push(eq(operations.valeIden, filters.valeIden));
  return and(...conditions)!;
}

/**
 * Only a pending order (not a register movement) may still be cancelled, or the rest of a partly
 * executed stock-exchange order that is still live: its notice is filed only when it closes
 * (executed, expired, cancelled), so a partly executed line with a notice is a closed one.
 */
export const isCancellable = (row: Pick<TOperationRecord, 'statut' | 'categorie' | 'codeAvis'>) =>
  (row.statut === 'EN_ATTENTE' && row.categorie !== 'DIVERSES') ||
  (row.statut === 'PARTIELLEMENT_EXECUTE' && row.categorie === 'BOURSE' && row.codeAvis === null);

/** The columns a history line needs (the list never reads the order's details). */
export const resumeColumns = {
  idDemande: operations.idDemande,
  reference: operations.reference,
  categorie: operations.categorie,
  typeOperation: operations.typeOperation,
  dateOperation: operations.dateOperation,
  valeIden: operations.valeIden,
  valeLibe: operations.valeLibe,
  quantite: operations.quantite,
  prixUnitaire: operations.prixUnitaire,
  montantBrut: operations.montantBrut,
  frais: operations.frais,
  montantNet: operations.montantNet,
  devise: operations.devise,
  statut: operations.statut,
  codeAvis: operations.codeAvis,
};
export type TResumeRecord = Pick<TOperationRecord, keyof typeof resumeColumns>;

export function toResume(row: TResumeRecord): TOperationResume {
  return {
    idDemande: row.idDemande,
    reference: row.reference,
    categorie: row.categorie,
    typeOperation: row.typeOperation,
    dateOperation: row.dateOperation.toISOString(),
    valeIden: row.valeIden,
    valeLibe: row.valeLibe,
    quantite: row.quantite,
    prixUnitaire: row.prixUnitaire,
    montantBrut: row.montantBrut,
    frais: row.frais,
    montantNet: row.montantNet,
    devise: row.devise,
    statut: row.statut,
    annulable: isCancellable(row),
    codeAvis: row.codeAvis,
  };
}
