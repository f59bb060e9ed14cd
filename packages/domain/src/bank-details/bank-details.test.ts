import { describe, expect, it } from 'vitest';
import { SEPA_IBAN_COUNTRIES } from '../operations/iban';
import {
  bankDetailsErrors,
  extractIbanParts,
  ibanCountries,
  normaliseBankDetails,
  zoneOfResidence,
  makeZBankChange,
} from './bank-details';

const sepa = { allowedCountries: SEPA_IBAN_COUNTRIES, residenceFiscale: 'FRANCE' };

describe('profile bank details on the spec 3 §5 rules', () => {
  it.each([
    ['FR76 3000 6000 0112 3456 7890 189', 'AGRIFRPP'],
    ['DE89370400440532013000', 'COBADEFFXXX'],
    ['ES9121000418450200051332', 'CAIXESBBXXX'],
    ['IT60X0542811101000000123456', 'BLOPIT22XXX'],
    ['BE68539007547034', 'GEBABEBB'],
    ['NL91ABNA0417164300', 'ABNANL2A'],
    ['GB29NWBK60161331926819', 'NWBKGB2L'],
  ])('accepts the real IBAN %s with %s', (iban, bic) => {
    expect(bankDetailsErrors({ iban, bic }, sepa)).toEqual({});
  });
  it('a wrong mod-97 is refused (patternInvalid)', () => {
    expect(bankDetailsErrors({ iban: 'FR7630006000011234567890188', bic: 'AGRIFRPPXXX' }, sepa)).toEqual({
      iban: 'bancaire.error.ibanInvalid.patternInvalid',
    });
  });
  it('length per country (codeLengthInvalid) and allowed countries (countryUnsupported)', () => {
    expect(bankDetailsErrors({ iban: 'DE8937040044053201300', bic: 'COBADEFFXXX' }, sepa).iban).toBe(
      'bancaire.error.ibanInvalid.codeLengthInvalid',
    );
    const abroad = { ...sepa, residenceFiscale: 'DEU' };
    expect(bankDetailsErrors({ iban: 'BR1800360305000010009795493C1', bic: 'BBDEBRSPXXX' }, abroad)).toEqual({
      iban: 'bancaire.error.ibanInvalid.countryUnsupported',
      bic: 'bancaire.error.invalidBicPAys',
    });
  });
  it('BIC pattern and country (invalidBic, invalidBicPAys)', () => {
    expect(bankDetailsErrors({ iban: 'DE89370400440532013000', bic: 'COBA1EFF' }, sepa).bic).toBe(
      'bancaire.error.invalidBic',
    );
    expect(bankDetailsErrors({ iban: 'DE89370400440532013000', bic: 'COBAUSFF' }, sepa).bic).toBe(
      'bancaire.error.invalidBicPAys',
    );
  });
  it('metropole, overseas and Monaco: the IBAN country may be the BIC’s', () => {
    const onlyFr = { allowedCountries: ['FR'], residenceFiscale: 'DOM' };
    const reunion = { iban: 'MC5811222000010123456789030', bic: 'BNPAMCM1XXX' };
    expect(bankDetailsErrors(reunion, { allowedCountries: ['FR', 'MC'], residenceFiscale: 'DOM' })).toEqual(
      {},
    );
    expect(bankDetailsErrors(reunion, onlyFr).iban).toBeUndefined();
    expect(bankDetailsErrors(reunion, { ...onlyFr, residenceFiscale: 'DEU' }).iban).toBe(
      'bancaire.error.ibanInvalid.countryUnsupported',
    );
    expect(zoneOfResidence('FRANCE')).toBe('METROPOLE');
    expect(zoneOfResidence('TOM')).toBe('TOM');
  });
  it('normalises, completes the BIC with XXX and extracts bank, office, account, key', () => {
    expect(normaliseBankDetails({ iban: 'fr76 3000 6000 0112 3456 7890 189', bic: 'agrifrpp' })).toEqual({
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPPXXX',
    });
    expect(extractIbanParts('FR7630006000011234567890189')).toEqual({
      banque: '30006',
      guichet: '00001',
      compte: '12345678901',
      cle: '89',
    });
  });
  it('the registry gives the length per country', () => {
    const countries = ibanCountries();
    expect(countries.find((entry) => entry.codeIso2 === 'FR')?.longueur).toBe(27);
    expect(countries.find((entry) => entry.codeIso2 === 'DE')?.longueur).toBe(22);
  });
  it('blank fields are required', () => {
    expect(bankDetailsErrors({ iban: ' ', bic: '' }, sepa)).toEqual({
      iban: 'form.field.validator.message',
      bic: 'form.field.validator.message',
    });
  });
});

describe('makeZBankChange (the bank change form)', () => {
  const schema = makeZBankChange<{ name: string }>({
    allowedCountries: ['FR', 'DE'],
    residenceFiscale: 'FRANCE',
  });
  it('puts each rule’s message on its field and asks for the document', () => {
    const result = schema.safeParse({ iban: 'FR7630006000011234567890188', bic: 'AGRIFRPP', document: null });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['document', 'bancaire.error.document'],
      ['iban', 'bancaire.error.ibanInvalid.patternInvalid'],
    ]);
  });
  it('accepts a real IBAN, its BIC and a document', () => {
    const document = { name: 'rib.pdf' };
    expect(
      schema.safeParse({ iban: 'DE89370400440532013000', bic: 'COBADEFF', document }).data?.document,
    ).toBe(document);
  });
  it('the IBAN of Monaco (country of its BIC) passes for a metropole holder, not for one abroad', () => {
    const monaco = { iban: 'MC5811222000010123456789030', bic: 'BNPAMCM1XXX', document: { name: 'rib.pdf' } };
    expect(schema.safeParse(monaco).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['bic']);
    const abroad = makeZBankChange({ allowedCountries: ['FR', 'DE'], residenceFiscale: 'DEU' });
    expect(abroad.safeParse(monaco).error?.issues[0]?.message).toBe(
      'bancaire.error.ibanInvalid.countryUnsupported',
    );
  });
});
