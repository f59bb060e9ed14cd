import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keysSource } from './keys-source';

describe('the key type', () => {
  it('lists exactly the catalogue keys (run `npm run keys -w @nomina/translations` after adding texts)', () => {
    expect(readFileSync(new URL('./keys.ts', import.meta.url), 'utf8')).toBe(keysSource());
  });
});
