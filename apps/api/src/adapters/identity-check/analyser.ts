import {
  isCompliant,
  isComplete,
  isIdentityDocument,
  missingRequested,
  type TIdDocument,
  type TScoreRange,
} from '@nomina/domain';
import type { TSheetFacts } from './sniff';

/**
 * The local analyser of the identity-check adapter (README "Identity-document check"): it
 * classifies a file by its name and pages, and scores a submitted session from the stored facts.
 */

const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function sideOf(name: string, facts: TSheetFacts): 'RECTO' | 'VERSO' | 'RECTO_VERSO' | null {
  const hasRecto = /recto|front/.test(name);
  const hasVerso = /verso|back/.test(name);
  if ((hasRecto && hasVerso) || facts.pages >= 2) return 'RECTO_VERSO';
  if (hasRecto) return 'RECTO';
  if (hasVerso) return 'VERSO';
  return null;
}

/** Type and subtype of a new document, from words of its file name and its page count. */
export function classify(fileName: string, facts: TSheetFacts): { type: string; subType: string } {
  const name = plain(fileName);
  const side = sideOf(name, facts);
  if (/passe?port/.test(name)) return { type: 'PASSPORT', subType: 'PASSPORT' };
  if (/sejour|residen/.test(name))
    return { type: 'RESIDENCE_PERMIT', subType: `RESIDENCE_PERMIT_${side ?? 'RECTO'}` };
  if (/permis|licen[cs]e/.test(name))
    return {
      type: 'DRIVING_LICENCE',
      subType: side ? `DRIVER_LICENCE_${side}` : 'DRIVING_LICENCE_{token}',
    };
  if (/domicile|adresse|address|facture/.test(name))
    return { type: 'ADDRESS_PROOF', subType: 'ADDRESS_PROOF' };
  if (/\brib\b|bank|banque/.test(name)) return { type: 'BANK_ID', subType: 'BANK_ID' };
  if (/releve|statement/.test(name)) return { type: 'BANK_STATEMENT', subType: 'BANK_STATEMENT' };
  if (/cni|identit|id[-_ ]?card|carte/.test(name))
    return { type: 'STATE_ID', subType: `STATE_ID_${side ?? 'RECTO'}` };
  return { type: 'OTHER', subType: 'OTHER' };
}

/** Smallest image side (px) at or above which an image scores HIGH; MEDIUM from MEDIUM_MIN_SIDE. */
export const HIGH_MIN_SIDE = 1000;
export const MEDIUM_MIN_SIDE = 500;

export type TScoredDocument = TIdDocument & { facts: TSheetFacts[] };

/** The score of a session: LOW unless complete and readable, then by the smallest image side. */
export function scoreSession(documents: readonly TScoredDocument[]): {
  scoreRange: TScoreRange;
  reason: string;
} {
  if (missingRequested(documents).length > 0) return { scoreRange: 'LOW', reason: 'incomplete' };
  const identity = documents.filter((doc) => isIdentityDocument(doc) && isCompliant(doc) && isComplete(doc));
  const sheets = identity.flatMap((doc) => doc.facts);
  if (sheets.some((sheet) => !sheet.readable)) return { scoreRange: 'LOW', reason: 'unreadable' };
  const sides = sheets
    .filter((sheet) => sheet.width !== null && sheet.height !== null)
    .map((sheet) => Math.min(sheet.width!, sheet.height!));
  const smallest = sides.length > 0 ? Math.min(...sides) : Number.POSITIVE_INFINITY;
  if (smallest >= HIGH_MIN_SIDE) return { scoreRange: 'HIGH', reason: 'sharp' };
  if (smallest >= MEDIUM_MIN_SIDE) return { scoreRange: 'MEDIUM', reason: 'resolution' };
  return { scoreRange: 'LOW', reason: 'resolution' };
}
