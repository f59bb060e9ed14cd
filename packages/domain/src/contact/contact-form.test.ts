import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS, ZContactForm, contactMessageErrors } from './contact-form';

const valid = {
  nom: 'Jeanne Martin',
  email: 'jeanne.martin@example.fr',
  objet: 'ACCESS',
  message: 'Je ne reçois pas mon code.',
};

function messagesOf(input: Record<string, unknown>): Record<string, string> {
  const result = ZContactForm.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('contact message', () => {
  it('accepts 10 to 4000 characters', () => {
    expect(contactMessageErrors('a'.repeat(10))).toEqual([]);
    expect(contactMessageErrors('a'.repeat(4000))).toEqual([]);
  });

  it('refuses 9 and 4001 characters with the bounds', () => {
    expect(contactMessageErrors('a'.repeat(9))).toEqual([
      { message: 'minlength', params: { min: 10, max: 4000 } },
    ]);
    expect(contactMessageErrors('a'.repeat(4001))).toEqual([
      { message: 'maxlength', params: { min: 10, max: 4000 } },
    ]);
  });

  it('does not count surrounding spaces, and treats spaces only as empty', () => {
    expect(contactMessageErrors(`   ${'a'.repeat(9)}   `)[0]?.message).toBe('minlength');
    expect(contactMessageErrors('      ')).toEqual([{ message: 'form.field.validator.message' }]);
  });
});

describe('contact form', () => {
  it('accepts a complete form, with or without a phone', () => {
    expect(messagesOf(valid)).toEqual({});
    expect(messagesOf({ ...valid, telephone: '+33612345678' })).toEqual({});
  });

  it('offers the five subjects of the support desk', () => {
    expect(CONTACT_SUBJECTS).toEqual(['ACCESS', 'PORTFOLIO', 'OPERATION', 'DOCUMENT', 'OTHER']);
  });

  it('names each missing or wrong field with its message key', () => {
    expect(messagesOf({ nom: ' ', email: 'Jeanne@Example', objet: '', message: 'court' })).toEqual({
      nom: 'form.field.validator.message',
      email: 'form.field.validator.email',
      objet: 'form.field.validator.message',
      message: 'minlength',
    });
  });
});
