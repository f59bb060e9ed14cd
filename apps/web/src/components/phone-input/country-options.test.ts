import { describe, expect, it } from 'vitest';
import { buildCountryOptions, pickDefaultCountry } from './country-options';

describe('buildCountryOptions', () => {
  it('keeps only the allowed dial codes, whatever their spelling', () => {
    const options = buildCountryOptions(['+33', ' 49', '81'], 'fr');
    expect(new Set(options.map((option) => option.dialCode))).toEqual(new Set(['33', '49', '81']));
    expect(options.some((option) => option.iso2 === 'GB')).toBe(false);
  });

  it('lists the preferred countries first, in the spec order, then the others by name', () => {
    const options = buildCountryOptions([], 'en');
    expect(options.slice(0, 7).map((option) => option.iso2)).toEqual([
      'FR',
      'DE',
      'IT',
      'JP',
      'ES',
      'GB',
      'US',
    ]);
    const rest = options.slice(7).map((option) => option.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en-GB')));
  });

  it('names countries in the current language', () => {
    expect(buildCountryOptions(['49'], 'fr').find((option) => option.iso2 === 'DE')?.name).toBe('Allemagne');
    expect(buildCountryOptions(['49'], 'de').find((option) => option.iso2 === 'DE')?.name).toBe(
      'Deutschland',
    );
  });
});

describe('pickDefaultCountry', () => {
  it('takes the language country when allowed, else the first listed', () => {
    const options = buildCountryOptions(['33', '49'], 'fr');
    expect(pickDefaultCountry(options, 'DE')).toBe('DE');
    expect(pickDefaultCountry(options, 'PT')).toBe('FR');
    expect(pickDefaultCountry([], 'FR')).toBeNull();
  });
});
