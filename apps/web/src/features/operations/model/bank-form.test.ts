import { describe, expect, it } from 'vitest';
import { bankFormSchema, toCompteBancaire } from './bank-form';

const check = (
  values: { source: '' | 'FICHIER' | 'NOUVEAU'; iban?: string; bic?: string },
  hasOnFile = true,
) => {
  const result = bankFormSchema({ hasOnFile }).safeParse({ iban: '', bic: '', ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('bank data step', () => {
  it('takes the IBAN on file only when there is one', () => {
    expect(check({ source: 'FICHIER' })).toEqual({});
    expect(check({ source: 'FICHIER' }, false)).toEqual({ source: 'operations.field.required' });
  });

  it('accepts a valid new IBAN and completes an 8-character BIC with XXX', () => {
    const values = { source: 'NOUVEAU' as const, iban: 'fr76 3000 6000 0112 3456 7890 189', bic: 'agrifrpp' };
    expect(check(values)).toEqual({});
    expect(toCompteBancaire(values)).toEqual({
      source: 'NOUVEAU',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPPXXX',
    });
  });

  it('gives the spec’s IBAN and BIC findings as field messages', () => {
    expect(check({ source: 'NOUVEAU', iban: 'FR7630006000011234567890188', bic: 'AGRIFRPP' }).iban).toBe(
      'operations.bank.error.ibanInvalid.patternInvalid',
    );
    expect(check({ source: 'NOUVEAU', iban: 'FR76300060000112345678901', bic: 'AGRIFRPP' }).iban).toBe(
      'operations.bank.error.ibanInvalid.codeLengthInvalid',
    );
    expect(check({ source: 'NOUVEAU', iban: 'US7630006000011234567890189', bic: 'AGRIFRPP' }).iban).toBe(
      'operations.bank.error.ibanInvalid.countryUnsupported',
    );
    expect(check({ source: 'NOUVEAU', iban: 'FR7630006000011234567890189', bic: 'AGRI12PP' }).bic).toBe(
      'operations.bank.error.invalidBic',
    );
    expect(check({ source: 'NOUVEAU', iban: 'FR7630006000011234567890189', bic: 'AGRIUSPP' }).bic).toBe(
      'operations.bank.error.invalidBicPAys',
    );
  });
});
