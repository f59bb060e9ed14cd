import { describe, expect, it } from 'vitest';
import { ZEAbonnementForm } from './e-services';
import { ZDispenseAcompteRequest } from './exemption';
import { passwordChangeFormSchema } from './password-change';
import { ZTermsAcceptanceForm } from './terms';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('settings forms (spec 3 §1, §5)', () => {
  const schema = passwordChangeFormSchema({ min: 12, max: 64 });

  it('password change: current required, then one message for the new pair', () => {
    expect(messages(schema.safeParse({ currentPassword: '', password: '  ', confirmation: '' }))).toEqual({
      currentPassword: 'maj_password.error.current',
      password: 'form.field.validator.message',
    });
    expect(
      messages(schema.safeParse({ currentPassword: 'x', password: 'Short#1a', confirmation: '' })),
    ).toEqual({
      password: 'password.rules.unmet',
    });
    expect(
      messages(
        schema.safeParse({ currentPassword: 'x', password: 'Long#Enough2026', confirmation: 'other' }),
      ),
    ).toEqual({ confirmation: 'password.confirm.mismatch' });
    expect(
      schema.safeParse({ currentPassword: 'x', password: 'Long#Enough2026', confirmation: 'Long#Enough2026' })
        .success,
    ).toBe(true);
  });

  it('e-services: subscribing needs the legal confirmation, leaving does not', () => {
    expect(messages(ZEAbonnementForm.safeParse({ abonne: true, confirmation: false }))).toEqual({
      confirmation: 'e_services.error.confirmation',
    });
    expect(ZEAbonnementForm.safeParse({ abonne: false, confirmation: false }).success).toBe(true);
  });

  it('exemption: situation required, sworn statement ticked', () => {
    expect(messages(ZDispenseAcompteRequest.safeParse({ situation: '', attestation: false }))).toEqual({
      situation: 'form.field.validator.message',
      attestation: 'dispense_acompte.error.attestation',
    });
  });

  it('terms: the box must be ticked', () => {
    expect(messages(ZTermsAcceptanceForm.safeParse({ isAccepted: false }))).toEqual({
      isAccepted: 'cgu.error.required',
    });
  });
});
