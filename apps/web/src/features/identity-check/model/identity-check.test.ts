import { describe, expect, it } from 'vitest';
import {
  isComplete,
  isCompliant,
  isDuplicateType,
  missingRequested,
  missingSide,
  type TIdDocument,
} from '@nomina/domain';
import { formatBytes } from '../../../components/document-upload/model/format-bytes';
import { pollDelay, pollStatus, spinnerPercent } from './polling';
import { stateOf, type TItem } from './document-items';
import { pickMessage } from './pick-check';

const doc = (id: string, type: string, subType: string): TIdDocument => ({
  id,
  type,
  subType,
  status: 'UPLOADED',
  sheets: [{ fileName: `${id}.png` }],
});

describe('identity check rules', () => {
  it('formats bytes in 1024 steps with 2 decimals', () => {
    expect(formatBytes(0, 'en')).toBe('0.00 byte');
    expect(formatBytes(1536, 'en')).toBe('1.50 kB');
    expect(formatBytes(4 * 1024 * 1024, 'en')).toBe('4.00 MB');
    expect(formatBytes(1023, 'en')).toBe('1,023.00 byte');
    // The unit and the decimal mark follow the reader's language.
    expect(formatBytes(1536, 'fr').replace(/\s/g, ' ')).toBe('1,50 ko');
    expect(formatBytes(1536, 'de')).toBe('1,50 kB');
  });

  it('tells compliance, completeness and the missing side', () => {
    expect(isCompliant(doc('1', 'OTHER', 'OTHER'))).toBe(false);
    expect(isCompliant(doc('1', 'DRIVING_LICENCE', 'DRIVING_LICENCE_{token}'))).toBe(false);
    expect(isCompliant(doc('1', 'PASSPORT', 'PASSPORT'))).toBe(true);
    expect(isComplete(doc('1', 'STATE_ID', 'STATE_ID_RECTO'))).toBe(false);
    expect(isComplete(doc('1', 'STATE_ID', 'STATE_ID_RECTO_VERSO'))).toBe(true);
    expect(isComplete(doc('1', 'DRIVING_LICENCE', 'DRIVER_LICENCE_RECTO'))).toBe(true);
    expect(isComplete(doc('1', 'DRIVING_LICENCE', 'DRIVER_LICENCE_VERSO'))).toBe(false);
    expect(missingSide('STATE_ID_RECTO')).toBe('verso');
    expect(missingSide('STATE_ID_VERSO')).toBe('recto');
    expect(missingRequested([doc('1', 'STATE_ID', 'STATE_ID_RECTO')])).toEqual(['IDENTITY']);
    expect(missingRequested([doc('1', 'PASSPORT', 'PASSPORT')])).toEqual([]);
  });

  it('rejects duplicate types as spec 2 §4 step 6 says', () => {
    const passport = doc('p', 'PASSPORT', 'PASSPORT');
    const card = doc('c', 'STATE_ID', 'STATE_ID_RECTO_VERSO');
    expect(isDuplicateType(doc('c2', 'STATE_ID', 'STATE_ID_RECTO'), [passport])).toBe(true);
    expect(isDuplicateType(doc('c2', 'STATE_ID', 'STATE_ID_RECTO'), [card])).toBe(true);
    expect(isDuplicateType(doc('p2', 'PASSPORT', 'PASSPORT'), [card])).toBe(true);
    expect(
      isDuplicateType(doc('a2', 'ADDRESS_PROOF', 'ADDRESS_PROOF'), [
        doc('a', 'ADDRESS_PROOF', 'ADDRESS_PROOF'),
      ]),
    ).toBe(true);
    expect(isDuplicateType(passport, [passport])).toBe(false);
    expect(isDuplicateType(doc('r', 'RESIDENCE_PERMIT', 'RESIDENCE_PERMIT_RECTO'), [card])).toBe(false);
  });

  it('marks the document added after a conflicting one, never the one already there', () => {
    const item = (listed: TIdDocument): TItem => ({ doc: listed, files: [] });
    const passport = item(doc('p', 'PASSPORT', 'PASSPORT'));
    const card = item(doc('c', 'STATE_ID', 'STATE_ID_RECTO_VERSO'));
    const items = [passport, card];
    expect(items.map((listed) => stateOf(listed, items))).toEqual(['ok', 'duplicate']);
    // The passport deleted, the card is fine on its own.
    expect(stateOf(card, [card])).toBe('ok');
  });

  it('refuses before sending a file already listed, of another type, or above its size bound', () => {
    const MB = 1024 * 1024;
    const pick = (name: string, size: number, type = '') => ({ name, size, type });
    const listed = [pick('a.png', 3)];
    expect(pickMessage(pick('a.png', 3, 'image/png'), listed)).toEqual({
      title: 'idcheck.duplicate.title',
      text: 'smartupload.doc.alreadyExist',
    });
    expect(pickMessage(pick('a.png', 4, 'image/png'), listed)).toBeNull();
    expect(pickMessage(pick('notes.txt', 3, 'text/plain'), [])).toEqual({
      text: 'smartupload.error.fileConform',
    });
    expect(pickMessage(pick('scan.JPG', 4 * MB), [])).toBeNull();
    // Spec 2 §5 bounds 4 and 12 (MB), with the keys the API answers a too-large file with.
    expect(pickMessage(pick('scan.JPG', 4 * MB + 1), [])).toEqual({ text: 'contact.file.imageSize' });
    expect(pickMessage(pick('cni.pdf', 12 * MB, 'application/pdf'), [])).toBeNull();
    expect(pickMessage(pick('cni.PDF', 12 * MB + 1), [])).toEqual({ text: 'vialink.error.pdf' });
  });

  it('polls after 6 s, 1 s less each round, with a fail counter of 5', async () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(pollDelay)).toEqual([6000, 5000, 4000, 3000, 2000, 1000, 1000, 1000]);
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    const answers = [
      { status: 'PENDING', scoreRange: null },
      { status: 'DONE', scoreRange: 'HIGH' },
    ];
    expect(await pollStatus(async () => answers.shift()!, wait)).toEqual({
      kind: 'done',
      status: 'DONE',
      scoreRange: 'HIGH',
    });
    expect(waits).toEqual([6000, 5000]);
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('down');
    };
    expect(await pollStatus(failing, wait)).toEqual({ kind: 'failed', error: new Error('down') });
    expect(calls).toBe(5);
    expect(spinnerPercent(17_500)).toBe(50);
    expect(spinnerPercent(40_000)).toBe(100);
  });
});
