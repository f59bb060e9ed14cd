import { describe, expect, it } from 'vitest';
import { TEXT_CONTRAST_AA, UI_CONTRAST_AA, contrastRatio } from '@nomina/domain';
import { themeSeeds } from './themes';

/**
 * Every theme's tokens, checked where the portal uses them (issue 16 §13), not only on the pages a
 * test opens: primary is white-on-colour buttons and links on white and on the surface; primaryDark
 * is headings and amounts on both; accent is decorative only (chart slices, drawings), where
 * 1.4.11 asks 3:1 only when it alone tells something, so it is never used for text.
 */
describe.each(themeSeeds.map((seed) => [seed.id, seed.config.colors] as const))(
  'theme %i tokens',
  (_, colors) => {
    it('primary carries white text and reads as text on white and on the surface', () => {
      expect(contrastRatio(colors.primary, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST_AA);
      expect(contrastRatio(colors.primary, colors.surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST_AA);
    });

    it('primaryDark reads as text on white and on the surface', () => {
      expect(contrastRatio(colors.primaryDark, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST_AA);
      expect(contrastRatio(colors.primaryDark, colors.surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST_AA);
    });

    it('the surface stays a quiet background: dark text on it keeps AA', () => {
      expect(contrastRatio('#212529', colors.surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST_AA);
    });

    it('accent sets off from primary where they sit side by side (chart slices)', () => {
      expect(contrastRatio(colors.accent, colors.primary)).toBeGreaterThanOrEqual(UI_CONTRAST_AA);
    });
  },
);
