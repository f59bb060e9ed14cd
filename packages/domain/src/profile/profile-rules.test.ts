import { describe, expect, it } from 'vitest';
import {
  ZAddress,
  ZBirthUpdate,
  ZGeneralDataUpdate,
  departementOf,
  freeTextErrors,
  isValidBirthDate,
  latestBirthDate,
  isOnOrBefore,
  makeZAddressesUpdate,
  postalCodeErrors,
  taxAddressCountries,
  taxCountryError,
  toIso2,
  subTypesOf,
} from './index';

const today = new Date(Date.UTC(2026, 10, 23));
const address = {
  pays: 'FRA',
  ligne1: "12, rue de l'Église",
  ligne2: '',
  ligne3: '',
  codePostal: '75008',
  commune: 'Paris 8e Arrondissement',
};

describe('birth date (spec 3 §5: age 18 to 150, else invalidDate)', () => {
  it('accepts 18 years exactly and refuses 17 years and 364 days', () => {
    expect(isValidBirthDate('2008-11-23', today)).toBe(true);
    expect(isValidBirthDate('2008-11-24', today)).toBe(false);
    expect(latestBirthDate(today)).toBe('2008-11-23');
  });
  it('accepts 150 and refuses 151', () => {
    expect(isValidBirthDate('1876-11-23', today)).toBe(true);
    expect(isValidBirthDate('1875-11-22', today)).toBe(false);
  });
  it('refuses what is no date', () => {
    expect(isValidBirthDate('2001-02-30', today)).toBe(false);
    expect(isValidBirthDate('12/04/1968', today)).toBe(false);
  });
  it('max date: later than the limit is invalid', () => {
    expect(isOnOrBefore('2026-11-23', today)).toBe(true);
    expect(isOnOrBefore('2026-11-24', today)).toBe(false);
    expect(isOnOrBefore('demain', today)).toBe(false);
  });
  it('the schema reports form.field.validator.invalidDate for a 17-year-old', () => {
    const seventeen = new Date();
    seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17);
    const result = ZBirthUpdate.safeParse({
      dateNaissance: seventeen.toISOString().slice(0, 10),
      lieuNaissance: 'Lyon',
      paysNaissance: 'FRA',
    });
    expect(result.error?.issues[0]?.message).toBe('form.field.validator.invalidDate');
  });
});

describe("free text (spec 3 §5: only , - ( ) / ' ? : + * . besides letters and digits)", () => {
  it('accepts accents and the listed characters', () => {
    expect(freeTextErrors("Bât. B (2e) - apt 3/4 : l'Œuvre ?+*", { max: 72, required: true })).toEqual([]);
  });
  it.each(['<script>', 'a;b', 'a"b', 'x@y', 'a_b', 'a&b'])('refuses %s', (value) => {
    expect(freeTextErrors(value, { max: 72, required: true })).toEqual(['form.field.validator.freeText']);
  });
  it('required when asked, and the length of spec 3 §9 (32)', () => {
    expect(freeTextErrors('   ', { max: 32, required: true })).toEqual(['form.field.validator.message']);
    expect(freeTextErrors('a'.repeat(33), { max: 32, required: true })).toEqual([
      'form.field.validator.maxlength',
    ]);
    expect(freeTextErrors('a'.repeat(32), { max: 32, required: true })).toEqual([]);
  });
});

describe('addresses', () => {
  it('French postal codes have five digits; elsewhere up to 9 free characters', () => {
    expect(postalCodeErrors('7500', 'FRA')).toEqual(['form.field.validator.codePostal']);
    expect(postalCodeErrors('', 'FRA')).toEqual(['form.field.validator.message']);
    expect(postalCodeErrors('SW1A 1AA', 'GBR')).toEqual([]);
    expect(postalCodeErrors('1234567890', 'DEU')).toEqual(['form.field.validator.maxlength']);
  });
  it('département of a postal code, Corsica and overseas included', () => {
    expect(departementOf('75008')).toBe('75');
    expect(departementOf('20000')).toBe('2A');
    expect(departementOf('20200')).toBe('2B');
    expect(departementOf('97400')).toBe('974');
  });
  it('the address schema checks every line', () => {
    expect(ZAddress.safeParse(address).success).toBe(true);
    const bad = ZAddress.safeParse({ ...address, ligne1: 'a<b', codePostal: '123' });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['ligne1', 'codePostal']);
  });
  it('tax countries: PAYS_ADRESSE_FISCALE_AUTORISE less GBR, IMN, GGY', () => {
    const allowed = taxAddressCountries('FRA; bel;GBR;IMN;GGY;DEU;XXX');
    expect(allowed).toEqual(['FRA', 'BEL', 'DEU']);
    expect(taxCountryError('GBR', ['GBR'])).toBe('profil.error.countryBlocked');
    expect(taxCountryError('ESP', allowed)).toBe('profil.error.countryNotAllowed');
    expect(taxCountryError('BEL', allowed)).toBeNull();
    const update = makeZAddressesUpdate(allowed).safeParse({
      adressePostale: address,
      adresseFiscale: { ...address, pays: 'IMN', codePostal: 'IM1 1AA' },
    });
    expect(update.error?.issues[0]?.message).toBe('profil.error.countryBlocked');
  });
  it('codeiso2 of an alpha-3 country', () => {
    expect(toIso2('FRA')).toBe('FR');
    expect(toIso2('mco')).toBe('MC');
    expect(toIso2('ZZZ')).toBeNull();
  });
});

describe('general data and documents', () => {
  it('bands are the spec lists', () => {
    expect(
      ZGeneralDataUpdate.safeParse({
        profession: 'Ingénieure',
        trancheSalaire: '50000_75000',
        tranchePatrimoine: '0_500000',
      }).success,
    ).toBe(true);
    expect(
      ZGeneralDataUpdate.safeParse({ profession: 'x', trancheSalaire: '1', tranchePatrimoine: '0_500000' })
        .success,
    ).toBe(false);
  });
  it('subtypes per type', () => {
    expect(subTypesOf('ADDRESS_PROOF')).toContain('TAX_NOTICE');
    expect(subTypesOf('STATE_ID')).toContain('STATE_ID_RECTO_VERSO');
    expect(subTypesOf('OTHER')).toEqual([]);
  });
});
