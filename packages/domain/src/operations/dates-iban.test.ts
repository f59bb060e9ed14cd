import { describe, expect, it } from 'vitest';
import {
  addMonths,
  closedDaySet,
  easterSunday,
  isValidityDateAllowed,
  lastWorkingDayOfYear,
  marketHolidays,
  orderWindowState,
  parisClock,
  validityWindow,
} from './order-dates';
import {
  checkBankAccount,
  checkBic,
  checkIban,
  completeBic,
  extractIbanParts,
  ibanMod97,
  maskIban,
  SEPA_IBAN_COUNTRIES,
} from './iban';

const closed = closedDaySet([2026, 2027, 2028].flatMap(marketHolidays));

describe('validity dates (spec 3 §5), Paris clock', () => {
  it('market holidays follow Easter', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(marketHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-12-25',
      '2026-12-26',
    ]);
  });
  it('reads the time in Paris, summer and winter', () => {
    expect(parisClock(new Date('2026-11-23T16:25:00Z'))).toEqual({
      day: '2026-11-23',
      minutes: 17 * 60 + 25,
    });
    expect(parisClock(new Date('2026-07-01T22:30:00Z'))).toEqual({ day: '2026-07-02', minutes: 30 });
  });
  it('order window: 17:20 to 17:30, or 10 minutes before a reference time', () => {
    expect(orderWindowState(17 * 60 + 19)).toBe('OPEN');
    expect(orderWindowState(17 * 60 + 20)).toBe('CLOSING');
    expect(orderWindowState(17 * 60 + 30)).toBe('CLOSED');
    expect(orderWindowState(15 * 60 + 51, '16:00')).toBe('CLOSING');
    expect(orderWindowState(15 * 60 + 49, '16:00')).toBe('OPEN');
  });
  it('minimum today, maximum two months ahead capped at the last working day of the year', () => {
    const window = validityWindow(new Date('2026-11-23T09:00:00Z'), closed);
    expect(window).toMatchObject({
      today: '2026-11-23',
      minDate: '2026-11-23',
      maxDate: '2026-12-31',
      inBusinessDay: true,
    });
  });
  it('two months ahead on a weekend moves to the next working day', () => {
    expect(addMonths('2026-01-08', 2)).toBe('2026-03-08');
    expect(validityWindow(new Date('2026-01-08T09:00:00Z'), closed).maxDate).toBe('2026-03-09');
    // 3 February + 2 months is Good Friday, then Easter Monday: the next working day is 7 April.
    expect(validityWindow(new Date('2026-02-03T09:00:00Z'), closed).maxDate).toBe('2026-04-07');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
  });
  it('after the window closes, or on a closed day, the minimum is the next working day', () => {
    // Friday 27 November 2026 at 17:35 in Paris (UTC+1).
    const friday = validityWindow(new Date('2026-11-27T16:35:00Z'), closed);
    expect(friday).toMatchObject({ minDate: '2026-11-30', inBusinessDay: false, windowState: 'CLOSED' });
    const christmas = validityWindow(new Date('2026-12-25T09:00:00Z'), closed);
    expect(christmas).toMatchObject({ minDate: '2026-12-28', maxDate: '2026-12-31', inBusinessDay: false });
    // On the last working day after the window, the next year's first working day is the only date.
    const newYearsEve = validityWindow(new Date('2026-12-31T16:45:00Z'), closed);
    expect(newYearsEve).toMatchObject({ minDate: '2027-01-04', maxDate: '2027-03-01' });
  });
  it('weekends and closed days are never allowed', () => {
    const window = validityWindow(new Date('2026-11-23T09:00:00Z'), closed);
    expect(isValidityDateAllowed('2026-11-24', window, closed)).toBe(true);
    expect(isValidityDateAllowed('2026-11-28', window, closed)).toBe(false);
    expect(isValidityDateAllowed('2026-12-25', window, closed)).toBe(false);
    expect(isValidityDateAllowed('2026-11-20', window, closed)).toBe(false);
    expect(isValidityDateAllowed('2027-01-04', window, closed)).toBe(false);
    expect(lastWorkingDayOfYear(2028, closed)).toBe('2028-12-29');
  });
});

describe('IBAN and BIC (spec 3 §5)', () => {
  const options = { allowedCountries: SEPA_IBAN_COUNTRIES };
  it('accepts real IBANs of several countries, spaces and lower case included', () => {
    for (const iban of [
      'FR76 3000 6000 0112 3456 7890 189',
      'de89370400440532013000',
      'BE68539007547034',
      'IT60X0542811101000000123456',
      'ES9121000418450200051332',
    ]) {
      expect(checkIban(iban, options)).toBeNull();
    }
  });
  it('mod-97 must equal 1', () => {
    expect(ibanMod97('FR7630006000011234567890189')).toBe(1);
    expect(checkIban('FR7630006000011234567890188', options)).toEqual({
      ibanInvalid: { patternInvalid: true },
    });
  });
  it('pattern, country and length each have their flag', () => {
    expect(checkIban('7630006000011234567890189', options)).toEqual({
      ibanInvalid: { patternInvalid: true },
    });
    expect(checkIban('US64SVBKUS6S3300958879', options)).toEqual({
      ibanInvalid: { countryUnsupported: true },
    });
    expect(checkIban('FR76300060000112345678901', options)).toEqual({
      ibanInvalid: { codeLengthInvalid: true },
    });
  });
  it('in the metropole, overseas and Monaco zones the BIC country is allowed too', () => {
    const monaco = 'MC5811222000010123456789030';
    expect(checkIban(monaco, { allowedCountries: ['FR'], zone: 'MCO', bic: 'CFMOMCMX' })).toBeNull();
    expect(checkIban(monaco, { allowedCountries: ['FR'], zone: 'HORS CEE', bic: 'CFMOMCMX' })).toEqual({
      ibanInvalid: { countryUnsupported: true },
    });
  });
  it('extracts bank, office, account and key; masks the IBAN', () => {
    expect(extractIbanParts('FR7630006000011234567890189')).toEqual({
      banque: '30006',
      guichet: '00001',
      compte: '12345678901',
      cle: '89',
    });
    expect(extractIbanParts('DE89370400440532013000')).toBeNull();
    expect(maskIban('FR7630006000011234567890189')).toBe('FR76 **** **** **** **** ***0 189');
  });
  it('BIC: pattern, XXX completion and invalidBicPAys', () => {
    expect(completeBic('bnpafrpp')).toBe('BNPAFRPPXXX');
    expect(completeBic('BNPAFRPPXXX')).toBe('BNPAFRPPXXX');
    expect(checkBic('BNPAFRPP', SEPA_IBAN_COUNTRIES)).toBeNull();
    expect(checkBic('BNPA1RPP', SEPA_IBAN_COUNTRIES)).toBe('invalidBic');
    expect(checkBic('BNPAFRP', SEPA_IBAN_COUNTRIES)).toBe('invalidBic');
    expect(checkBic('CHASUS33', SEPA_IBAN_COUNTRIES)).toBe('invalidBicPAys');
    expect(checkBankAccount({ iban: 'FR7630006000011234567890188', bic: 'CHASUS33' }, options)).toEqual({
      iban: 'ibanInvalid.patternInvalid',
      bic: 'invalidBicPAys',
    });
  });
});
