import type { TDocumentTypeEntry } from '@nomina/domain';
import { describe, expect, it } from 'vitest';
import {
  filterDocumentEntries,
  generalFiltersFromSearchParams,
  listDocumentLanguages,
  listDocumentTypes,
} from './general-filters';

const entry = (
  documentId: number,
  documentTypeId: number,
  documentLangueIso3: string,
): TDocumentTypeEntry => ({
  documentId,
  documentTypeId,
  documentTypeTraductionKey: `documentation.type.${documentTypeId}`,
  documentTypeCodeCouleurHtml: '#003366',
  documentTraductionKey: `documentation.doc.${documentId}`,
  documentLangueIso3,
  versionLangueIso3: documentLangueIso3,
  documentFileName: `doc-${documentId}.pdf`,
  documentContentType: 'application/pdf',
});

const entries = [entry(1, 10, 'fra'), entry(2, 10, 'eng'), entry(3, 20, 'fra'), entry(4, 20, 'deu')];

describe('general documents filters', () => {
  it('reads the lang and category query parameters, in any spelling of the language', () => {
    expect(generalFiltersFromSearchParams(new URLSearchParams('lang=eng&category=20'))).toEqual({
      langue: 'en',
      documentTypeId: 20,
    });
    expect(generalFiltersFromSearchParams(new URLSearchParams('lang=xx&category=abc'))).toEqual({
      langue: null,
      documentTypeId: null,
    });
  });

  it('keeps the entries of the chosen language and type', () => {
    expect(
      filterDocumentEntries(entries, { langue: 'fr', documentTypeId: null }).map((e) => e.documentId),
    ).toEqual([1, 3]);
    expect(
      filterDocumentEntries(entries, { langue: 'fr', documentTypeId: 20 }).map((e) => e.documentId),
    ).toEqual([3]);
    expect(filterDocumentEntries(entries, { langue: null, documentTypeId: null })).toHaveLength(4);
  });

  it('offers each type and language once', () => {
    expect(listDocumentTypes(entries).map((type) => type.documentTypeId)).toEqual([10, 20]);
    expect(listDocumentLanguages(entries)).toEqual(['fr', 'en', 'de']);
  });
});
