import type { TDocRow } from './identity-check.repository';

/** The wire form of a document: its sides by file name only. */
export const toWire = (doc: TDocRow) => ({
  id: doc.id,
  type: doc.type,
  subType: doc.subType,
  status: doc.status,
  sheets: doc.sheets.map((sheet) => ({ fileName: sheet.fileName })),
});
