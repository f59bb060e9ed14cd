import { LANGUAGES, type TLanguage } from '@nomina/domain';
import { pdfFormat, type TPdfFormat } from './pdf-format';

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

/** Where the labels come from: the translation catalogue's texts of a language (theme 0). */
export type TPdfTextSource = {
  get: (language: TLanguage, themeId: number) => Promise<{ texts: Map<string, string> }>;
};

/** Labels in the document's language from the translation catalogue (French for an unknown language). */
export async function pdfContextOf(translations: TPdfTextSource, language: string): Promise<TPdfContext> {
  const lang: TLanguage = (LANGUAGES as readonly string[]).includes(language)
    ? (language as TLanguage)
    : 'fr';
  const { texts } = await translations.get(lang, 0);
  return { lang, t: (key) => texts.get(key) ?? key, format: pdfFormat(lang) };
}
