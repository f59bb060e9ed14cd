import { describe, expect, it } from 'vitest';
import { contactValueError, isProfileUploadKind, makeZContactChange, makeZProfileUpload } from './index';

const rules = { allowedDialCodes: ['+33', '+49'], mobileCheckDialCodes: ['+33'] };

describe('a new contact (profile/contact-code and its form)', () => {
  it('an e-mail of the contact block, trimmed', () => {
    expect(makeZContactChange(rules).parse({ kind: 'MAIL', value: ' alice@example.fr ' })).toEqual({
      kind: 'MAIL',
      value: 'alice@example.fr',
    });
    expect(contactValueError('MAIL', 'alice@', rules)).toBe('form.field.validator.email');
  });
  it('a phone passing every rule of the issuer: mobile for +33, dial code allowed', () => {
    expect(contactValueError('MOBILE', '+33670112299', rules)).toBeNull();
    expect(contactValueError('MOBILE', '+33140000000', rules)).toBe('form.field.validator.phone');
    expect(contactValueError('MOBILE', '+34612345678', rules)).toBe('form.field.validator.phone.country');
    expect(contactValueError('MOBILE', '', rules)).toBe('form.field.validator.message');
    const refused = makeZContactChange(rules).safeParse({ kind: 'MOBILE', value: '12' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['value', 'form.field.validator.invalidphone'],
    ]);
  });
});

describe('a profile upload (spec 3 §3 types and subtypes)', () => {
  it('asks for the subtype of the type and the file, both at once', () => {
    const schema = makeZProfileUpload<{ name: string }>();
    const empty = schema.safeParse({ type: 'ADDRESS_PROOF', subType: '', document: null });
    expect(empty.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['subType', 'document']);
    expect(
      schema.safeParse({ type: 'ADDRESS_PROOF', subType: 'TAX_NOTICE', document: { name: 'avis.pdf' } })
        .success,
    ).toBe(true);
  });
  it('a subtype of another type, or an unknown type, is refused', () => {
    expect(isProfileUploadKind('PASSPORT', 'PASSPORT')).toBe(true);
    expect(isProfileUploadKind('PASSPORT', 'TAX_NOTICE')).toBe(false);
    expect(isProfileUploadKind('OTHER', 'OTHER')).toBe(false);
    expect(isProfileUploadKind('BANK_ID', 'BANK_ID')).toBe(true);
  });
});
