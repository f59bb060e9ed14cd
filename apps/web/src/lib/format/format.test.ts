import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCountry,
  formatDayMonth,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatSignedAmount,
  localeOf,
} from './format';

// Intl writes French thousands with a narrow no-break space and puts a no-break space before € and %.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatAmount', () => {
  it('writes French amounts with spaces between thousands and a decimal comma', () => {
    expect(formatAmount(1234567.891, 'fr')).toBe(`1${NNBSP}234${NNBSP}567,89${NBSP}€`);
  });

  it('writes English amounts with commas and a decimal dot', () => {
    expect(formatAmount(1234567.891, 'en')).toBe('€1,234,567.89');
    expect(formatAmount(-1234.5, 'en')).toBe('-€1,234.50');
  });

  it('uses the own locale of the other languages', () => {
    expect(formatAmount(1234.5, 'de')).toBe(`1.234,50${NBSP}€`);
    expect(formatAmount(12345.5, 'es')).toBe(`12.345,50${NBSP}€`);
    expect(formatAmount(12345.5, 'it')).toBe(`12.345,50${NBSP}€`);
    expect(formatAmount(12345.5, 'pt')).toBe(`12${NBSP}345,50${NBSP}€`);
  });

  it('takes another currency and old language spellings, and falls back to French', () => {
    expect(formatAmount(10, 'en', 'USD')).toBe('US$10.00');
    expect(formatAmount(1000, 'fra')).toBe(`1${NNBSP}000,00${NBSP}€`);
    expect(formatAmount(1000, 'xx')).toBe(`1${NNBSP}000,00${NBSP}€`);
  });

  it('writes the sign of a gain or a loss', () => {
    expect(formatSignedAmount(1500, 'fr')).toBe(`+1${NNBSP}500,00${NBSP}€`);
    expect(formatSignedAmount(-20.1, 'en')).toBe('-€20.10');
    expect(formatSignedAmount(0, 'en')).toBe('€0.00');
  });
});

describe('formatNumber and formatPercent', () => {
  it('keeps at most the asked decimals', () => {
    expect(formatNumber(1234.5678, 'fr')).toBe(`1${NNBSP}234,57`);
    expect(formatNumber(1234.5678, 'en', 4)).toBe('1,234.5678');
    expect(formatNumber(1200, 'en')).toBe('1,200');
  });

  it('reads percent units and writes the sign on demand', () => {
    expect(formatPercent(12.345, 'fr')).toBe(`12,35${NBSP}%`);
    expect(formatPercent(1.5, 'en', true)).toBe('+1.5%');
    expect(formatPercent(-0.42, 'fr', true)).toBe(`-0,42${NBSP}%`);
  });

  it('maps each language to its Intl locale', () => {
    expect(['fr', 'en', 'de', 'es', 'it', 'pt', 'po'].map(localeOf)).toEqual([
      'fr-FR',
      'en-GB',
      'de-DE',
      'es-ES',
      'it-IT',
      'pt-PT',
      'pt-PT',
    ]);
  });
});

describe('formatDate and formatDateTime', () => {
  it('writes dd/MM/yyyy in every language', () => {
    expect(formatDate('2025-03-04', 'fr')).toBe('04/03/2025');
    expect(formatDate('2025-03-04', 'en')).toBe('04/03/2025');
    expect(formatDate('2025-12-31', 'de')).toBe('31/12/2025');
  });

  it('reads instants and epochs in local time', () => {
    const instant = new Date(2024, 0, 9, 8, 5);
    expect(formatDate(instant.getTime(), 'fr')).toBe('09/01/2024');
    expect(formatDateTime(instant.toISOString(), 'en')).toBe('09/01/2024 08:05');
  });

  it('gives an empty text for an unreadable date', () => {
    expect(formatDate('not a date', 'fr')).toBe('');
    expect(formatDateTime(Number.NaN, 'fr')).toBe('');
  });
});

describe('formatCountry', () => {
  it('names a stored country code in the language (Intl.DisplayNames)', () => {
    expect(formatCountry('BEL', 'fr')).toBe('Belgique');
    expect(formatCountry('CHE', 'de')).toBe('Schweiz');
    expect(formatCountry('XYZ', 'fr')).toBe('XYZ');
  });
});

describe('formatDayMonth', () => {
  it('writes a day and a short month in the reader’s language', () => {
    expect(formatDayMonth('2026-11-12', 'fr')).toBe('12 nov.');
    expect(formatDayMonth('2026-11-12', 'de')).toBe('12. Nov.');
    expect(formatDayMonth('2026-11-12', 'en')).toBe('12 Nov');
    expect(formatDayMonth('not a date', 'fr')).toBe('');
  });
});
