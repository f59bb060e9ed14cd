import type { TPdfFormat } from './pdf-format';

/** What every generated document needs: its language, the labels in that language and the formats. */
export type TPdfContext = {
  lang: string;
  t: (key: string) => string;
  format: TPdfFormat;
};

export type TPdfHolder = { tituNume: string; civility: string; firstName: string; lastName: string };

/** The operation fields the documents print (a row of the operations table). */
export type TPdfOperation = {
  idDemande: string;
  reference: string;
  typeOperation: string;
  dateOperation: Date;
  dateSaisie: Date;
  dateValidite: string | null;
  valeIden: number | null;
  valeLibe: string;
  quantite: number;
  quantiteExecutee: number;
  prixUnitaire: number | null;
  montantBrut: number;
  frais: number;
  taxes: number;
  montantNet: number;
  devise: string;
  statut: string;
  typeOrdre: string | null;
  coursLimite: number | null;
  modePaiement: string | null;
};

export const holderLine = (holder: TPdfHolder) => `${holder.civility} ${holder.firstName} ${holder.lastName}`;
