import { LANGUAGES } from '@nomina/domain';
import { describe, expect, it } from 'vitest';
import { alertSeeds, newsSeeds } from './news';

/** Issue 16 §12: every seeded news item and alert reads in each of the portal's six languages. */
describe('seeded news and alerts', () => {
  it('write every news item in the six languages', () => {
    for (const item of newsSeeds('2026-01-15')) {
      expect(item.texts.map((text) => text.langueIden).sort()).toEqual([...LANGUAGES].sort());
    }
  });

  it('write every alert in the six languages', () => {
    for (const alert of alertSeeds(new Date('2026-01-15T12:00:00Z'))) {
      expect(alert.texts.map((text) => text.langueIden).sort()).toEqual([...LANGUAGES].sort());
      for (const text of alert.texts) expect(text.titre.length * text.message.length).toBeGreaterThan(0);
    }
  });
});
