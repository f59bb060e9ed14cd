import type { TGedCategory, TGedDoc } from '@nomina/domain';
import { describe, expect, it } from 'vitest';
import { listCategoryDocuments } from './ged-documents';

const doc = (uuid: string, dateArrete: number): TGedDoc => ({
  uuid,
  keyTitle: `documentation.title.${uuid}`,
  languageCode: 'fr',
  dateArrete,
  documentFileName: `${uuid}.pdf`,
  documentContentType: 'application/pdf',
});

const categories: TGedCategory[] = [
  {
    categorieDoc: 'RELEVES',
    codeCouleur: '#123456',
    listDocsByCode: [
      { documentCode: 'RELEVE_ANNUEL', listDocs: [doc('a', 1_700_000_000_000), doc('b', 1_735_600_000_000)] },
      { documentCode: 'RELEVE_TRIM', listDocs: [doc('c', 1_720_000_000_000)] },
    ],
  },
  {
    categorieDoc: 'RAPPORTS',
    codeCouleur: '#654321',
    listDocsByCode: [{ documentCode: 'IFU', listDocs: [doc('d', 1_800_000_000_000)] }],
  },
];

describe('listCategoryDocuments', () => {
  it('lists one category across its document codes, newest closing date first', () => {
    const list = listCategoryDocuments(categories, 'RELEVES');
    expect(list.map((item) => item.uuid)).toEqual(['b', 'c', 'a']);
    expect(list.map((item) => item.documentCode)).toEqual(['RELEVE_ANNUEL', 'RELEVE_TRIM', 'RELEVE_ANNUEL']);
  });

  it('gives nothing for a category the holder has no document in', () => {
    expect(listCategoryDocuments(categories, 'AVIS_OPERATIONS')).toEqual([]);
  });
});
