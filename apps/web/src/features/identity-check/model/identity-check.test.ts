import { describe, expect, it } from 'vitest';
import {
  isComplete,
  isCompliant,
  isDuplicateType,
  missingRequested,
  missingSide,
  EMAIL_MESSAGE,
  REQUIRED_MESSAGE,
  type TIdDocument,
} from '@nomina/domain';
import { formatBytes } from '../../../components/document-upload/model/format-bytes';
import { pollDelay, pollStatus, spinnerPercent } from './polling';
import { stateOf, type TItem } from './document-items';
import { mediumContactSchema } from './medium-contact';
import { isAcceptedPick, isSameFile } from '../../../components/document-upload/model/upload-rules';

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

  it('requires both contacts of the medium-score modal before checking them (spec 2 §5)', () => {
    const schema = mediumContactSchema({ allowedDialCodes: ['33'], mobileCheckDialCodes: ['33'] });
    const messages = (phone: string, email: string) => {
      const parsed = schema.safeParse({ phone, email });
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
    };
    expect(messages('', ' ')).toEqual({ phone: REQUIRED_MESSAGE, email: REQUIRED_MESSAGE });
    expect(messages('+33612345678', 'not-an-address')).toEqual({ email: EMAIL_MESSAGE });
    expect(messages('+33612345678', 'Marie.Dupont@Example.fr')).toEqual({});
  });

  it('recognises the same file and accepted picks', () => {
    expect(isSameFile({ name: 'a.png', size: 3 }, { name: 'a.png', size: 3 })).toBe(true);
    expect(isSameFile({ name: 'a.png', size: 3 }, { name: 'a.png', size: 4 })).toBe(false);
    expect(isAcceptedPick({ name: 'scan.JPG', type: '' })).toBe(true);
    expect(isAcceptedPick({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
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
