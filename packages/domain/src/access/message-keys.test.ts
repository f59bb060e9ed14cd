import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { makeZClientReference } from './client-reference';
import { ZContactEmail, ZIdentityEmail } from './email';
import { ZIssuerValue } from './issuer-value';
import { ACCESS_ERROR_KEYS, ACCESS_MESSAGE_KEYS } from './message-keys';
import { ZModalPassword } from './modal-password';
import { ZOldAccessCode } from './old-access-code';
import { ZOldPassword } from './old-account-login';
import { ZOldIdentifier } from './old-identifier';
import { ZOneTimeCode } from './one-time-code';
import { makeZPassword } from './password-strength';
import { makeZPhone } from './phone-errors';
import { proPhoneErrors } from './pro-phone';
import { ZSignupIdentifier } from './signup-identifier';

/** Every schema with inputs that, between them, make it fail in each way it can. */
const failing: [string, z.ZodType, unknown[]][] = [
  ['sign-up identifier', ZSignupIdentifier, [undefined, ' ', '1234567']],
  ['one-time code', ZOneTimeCode, [' ', '12a']],
  ['contact e-mail', ZContactEmail, [undefined, 'A@b.fr']],
  ['identity e-mail', ZIdentityEmail, ['', 'a@b']],
  ['password', makeZPassword({ min: 8, max: 10 }), [' ', 'a', 'ABCDEFGHIJK']],
  ['modal password', ZModalPassword, [undefined, ' ']],
  ['old identifier', ZOldIdentifier, [' ', '1a', '1234']],
  ['old access code', ZOldAccessCode, [' ', 'a b']],
  ['old password', ZOldPassword, [' ']],
  ['client reference', makeZClientReference('12 / '), [' ', '9 / 1', '12 / ', '12 / 1234567a']],
  ['issuer value', ZIssuerValue, [' / ', '1 / ', ' / a']],
  [
    'phone',
    makeZPhone({ allowedDialCodes: ['33'], mobileCheckDialCodes: ['33'], required: true }),
    [' ', '+1', '+33145678901', '+4915112345678'],
  ],
];

const known = new Set<string>([...ACCESS_MESSAGE_KEYS, ...ACCESS_ERROR_KEYS]);

describe('access message keys', () => {
  it('list the spec keys verbatim, typos kept', () => {
    expect(ACCESS_MESSAGE_KEYS).toContain('login.errrortext.min');
    expect(ACCESS_MESSAGE_KEYS).toContain('form.validator.minplsId');
    expect(ACCESS_ERROR_KEYS).toContain('invadidRef');
    expect(ACCESS_ERROR_KEYS).toContain('ivalidEmet');
    expect(ACCESS_ERROR_KEYS).toContain('isIndicatorMentionned');
  });

  it('have no duplicates', () => {
    expect(new Set(ACCESS_MESSAGE_KEYS).size).toBe(ACCESS_MESSAGE_KEYS.length);
    expect(new Set(ACCESS_ERROR_KEYS).size).toBe(ACCESS_ERROR_KEYS.length);
  });

  it.each(failing)('cover every issue message of the %s schema', (_name, schema, inputs) => {
    for (const input of inputs) {
      const issues = schema.safeParse(input).error?.issues ?? [];
      expect(issues.length, `${JSON.stringify(input)} should fail`).toBeGreaterThan(0);
      for (const issue of issues) expect(known, issue.message).toContain(issue.message);
    }
  });

  it('cover the professional mobile error', () => expect(known).toContain(proPhoneErrors('+33', '')));

  it('are each shown by some schema', () => {
    const shown = new Set(
      failing.flatMap(([, schema, inputs]) =>
        inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? []),
      ),
    );
    shown.add(proPhoneErrors('+33', '') ?? '');
    // The old access code's minimum-length message has no minimum in the spec (see message-keys.ts).
    shown.add('login.errrortext.min');
    expect([...known].filter((key) => !shown.has(key))).toEqual([]);
  });
});
