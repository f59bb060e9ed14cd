import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';

describe('contrastRatio (WCAG 2.1)', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1d3557', '#1d3557')).toBe(1);
  });

  it('matches the ratios axe reports', () => {
    // Mantine blue-6 on its light alert background: 3.16 (truncated) in the axe report.
    expect(contrastRatio('#228be6', '#e9f3fd')).toBeCloseTo(3.17, 2);
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow();
  });
});
