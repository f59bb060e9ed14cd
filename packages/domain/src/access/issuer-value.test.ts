import { describe, expect, it } from 'vitest';
import { joinCodePair } from './code-pair';
import { ZIssuerValue, issuerPartsError, issuerValueError } from './issuer-value';

describe('issuerValueError', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [' / ', 'required'],
    ['123 / ', 'invalidCCN'],
    ['123', 'invalidCCN'],
    [' / ACME', 'ivalidEmet'],
    ['123 / ACME', null],
  ])('%j gives %s', (value, expected) => expect(issuerValueError(value)).toBe(expected));

  it('reads values built by the code-pair input', () => {
    expect(issuerValueError(joinCodePair('', ''))).toBe('required');
    expect(issuerValueError(joinCodePair('12', ''))).toBe('invalidCCN');
    expect(issuerValueError(joinCodePair('', '34'))).toBe('ivalidEmet');
    expect(issuerValueError(joinCodePair('12', '34'))).toBeNull();
  });
});

describe('issuerPartsError', () => {
  it('treats a whitespace-only part as missing', () =>
    expect(issuerPartsError('12', '  ')).toBe('invalidCCN'));
});

describe('ZIssuerValue', () => {
  const messages = (value: unknown) =>
    ZIssuerValue.safeParse(value).error?.issues.map((issue) => issue.message);
  it('gives the required message when both parts are missing', () =>
    expect(messages(' / ')).toEqual(['form.field.validator.message']));
  it('carries invalidCCN and ivalidEmet as messages', () => {
    expect(messages('123 / ')).toEqual(['invalidCCN']);
    expect(messages(' / ACME')).toEqual(['ivalidEmet']);
  });
  it('parses a complete value unchanged', () => expect(ZIssuerValue.parse('123 / ACME')).toBe('123 / ACME'));
});
