import { describe, expect, it } from 'vitest';
import {
  documentState,
  isReadyToSubmit,
  isSameFile,
  uploadSizeError,
  type TIdDocument,
} from './identity-check';

const MB = 1024 * 1024;

const doc = (id: string, type: string, subType: string): TIdDocument => ({
  id,
  type,
  subType,
  status: 'UPLOADED',
  sheets: [{ fileName: `${id}.png` }],
});

describe('upload size bounds (spec 2 §5, §9: 4 and 12)', () => {
  it('takes an image up to 4 MB and a PDF up to 12 MB', () => {
    expect(uploadSizeError({ size: 4 * MB, isPdf: false })).toBeNull();
    expect(uploadSizeError({ size: 12 * MB, isPdf: true })).toBeNull();
  });

  it('refuses one byte more with the message of its bound', () => {
    expect(uploadSizeError({ size: 4 * MB + 1, isPdf: false })).toBe('contact.file.imageSize');
    expect(uploadSizeError({ size: 12 * MB + 1, isPdf: true })).toBe('vialink.error.pdf');
    // A 5 MB PDF is under the PDF bound, though over the image one.
    expect(uploadSizeError({ size: 5 * MB, isPdf: true })).toBeNull();
  });

  it('applies bounds the API is configured with', () => {
    expect(uploadSizeError({ size: 2 * MB + 1, isPdf: false }, { image: 2, pdf: 3 })).toBe(
      'contact.file.imageSize',
    );
  });
});

describe('same file (spec 2 §5 already exists)', () => {
  it('is the same name and size', () => {
    expect(isSameFile({ name: 'a.png', size: 3 }, { name: 'a.png', size: 3 })).toBe(true);
    expect(isSameFile({ name: 'a.png', size: 3 }, { name: 'a.png', size: 4 })).toBe(false);
    expect(isSameFile({ name: 'a.png', size: 3 }, { name: 'b.png', size: 3 })).toBe(false);
  });
});

describe('document states and the start of the analysis (spec 2 §4 steps 3 to 7)', () => {
  const passport = doc('p', 'PASSPORT', 'PASSPORT');
  const card = doc('c', 'STATE_ID', 'STATE_ID_RECTO_VERSO');

  it('tells each state, the later of two conflicting documents being the duplicate', () => {
    expect(documentState(doc('o', 'OTHER', 'OTHER'), [])).toBe('nonCompliant');
    expect(documentState(doc('l', 'DRIVING_LICENCE', 'DRIVING_LICENCE_{token}'), [])).toBe('nonCompliant');
    expect(documentState(card, [passport])).toBe('duplicate');
    expect(documentState(passport, [])).toBe('ok');
    expect(documentState(doc('r', 'STATE_ID', 'STATE_ID_RECTO'), [])).toBe('waitingSide');
  });

  it('is ready only when every document is ok and an identity document is complete', () => {
    expect(isReadyToSubmit([])).toBe(false);
    expect(isReadyToSubmit([passport])).toBe(true);
    expect(isReadyToSubmit([card])).toBe(true);
    expect(isReadyToSubmit([passport, card])).toBe(false);
    expect(isReadyToSubmit([doc('r', 'STATE_ID', 'STATE_ID_RECTO')])).toBe(false);
    expect(isReadyToSubmit([passport, doc('o', 'OTHER', 'OTHER')])).toBe(false);
    expect(isReadyToSubmit([doc('a', 'ADDRESS_PROOF', 'ADDRESS_PROOF')])).toBe(false);
  });
});
