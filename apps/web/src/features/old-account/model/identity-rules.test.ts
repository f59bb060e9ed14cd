import { describe, expect, it } from 'vitest';
import { isPrefixKept, issuerIssue, referenceForIssuer, referenceIssue } from './identity-rules';

const NOMINA = { emetIden: 1001, emetLibe: 'Nomina Groupe' };

describe('old-account identity rules', () => {
  it('prefills the reference with the issuer code and " / ", keeping a matching one', () => {
    expect(referenceForIssuer(NOMINA, '')).toBe('1001 / ');
    expect(referenceForIssuer(NOMINA, '5005 / 113')).toBe('1001 / ');
    expect(referenceForIssuer(NOMINA, '1001 / 112')).toBe('1001 / 112');
  });

  it('sees when an edit breaks the prefix', () => {
    expect(isPrefixKept('1001 / 1', NOMINA)).toBe(true);
    expect(isPrefixKept('1001 /', NOMINA)).toBe(false);
    expect(isPrefixKept('1001 / ', null)).toBe(false);
  });

  it('gives the issuer value errors of spec 1 §5', () => {
    expect(issuerIssue(NOMINA, '')).toBeUndefined();
    expect(issuerIssue(null, '  ')?.message).toBe('form.field.validator.message');
    expect(issuerIssue(null, '1001')?.message).toBe('invalidCCN');
    expect(issuerIssue(null, 'Nomina')?.message).toBe('ivalidEmet');
  });

  it('checks the client reference with the spec numbers (1 to 7 digits)', () => {
    expect(referenceIssue('', NOMINA)?.message).toBe('form.field.validator.message');
    expect(referenceIssue('1001 / ', NOMINA)?.message).toBe('minlength');
    expect(referenceIssue('1001 / 1', NOMINA)).toBeUndefined();
    expect(referenceIssue('1001 / 1234567', NOMINA)).toBeUndefined();
    expect(referenceIssue('1001 / 12345678', NOMINA)).toEqual({
      message: 'maxlength',
      params: { min: 1, max: 7 },
    });
    expect(referenceIssue('1001 / 12a', NOMINA)?.message).toBe('isNumber');
    expect(referenceIssue('5005 / 113', NOMINA)?.message).toBe('invadidRef');
    expect(referenceIssue('1001 / 112', null)?.message).toBe('invadidRef');
  });
});
