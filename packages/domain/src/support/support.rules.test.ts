import { describe, expect, it } from 'vitest';
import { isFreeText, refusedCharacters } from './free-text';
import {
  ZSupportRequestForm,
  supportFileLimit,
  supportMessageErrors,
  supportReference,
} from './support.types';

describe('free text (spec 3 §5)', () => {
  it("accepts letters, digits, spaces and the characters ,-()/'?:+*.", () => {
    expect(isFreeText("Bonjour, j'ai reçu l'avis n° 12 (mars) : 3+4*2 / ok ? Ça va.")).toBe(false);
    expect(isFreeText("Bonjour, j'ai reçu l'avis 12 (mars) : 3+4*2 / ok ? Ça va.\nMerci")).toBe(true);
    expect(isFreeText('Zürich – no')).toBe(false);
  });

  it('names each refused character once', () => {
    expect(refusedCharacters('a<b>c<!')).toEqual(['<', '>', '!']);
  });
});

describe('support message', () => {
  it('needs 10 to 4000 characters of free text', () => {
    expect(supportMessageErrors('a'.repeat(10))).toEqual([]);
    expect(supportMessageErrors('a'.repeat(9))[0]?.message).toBe('minlength');
    expect(supportMessageErrors('a'.repeat(4001))[0]?.message).toBe('maxlength');
    expect(supportMessageErrors('<script>alert(1)</script>')[0]?.message).toBe(
      'form.field.validator.freeText',
    );
    expect(supportMessageErrors('   ')[0]?.message).toBe('form.field.validator.message');
  });

  it('checks every field of the form', () => {
    const result = ZSupportRequestForm.safeParse({
      nom: 'Jeanne <b>',
      email: 'x@y',
      categorie: '',
      objet: '',
      message: 'court',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      nom: 'form.field.validator.freeText',
      email: 'form.field.validator.email',
      categorie: 'form.field.validator.message',
      objet: 'form.field.validator.message',
      message: 'minlength',
    });
  });
});

describe('attachments and references', () => {
  it('bounds a PDF at 12 MB and an image at 4 MB', () => {
    expect(supportFileLimit('application/pdf')).toBe(12 * 1024 * 1024);
    expect(supportFileLimit('image/png')).toBe(4 * 1024 * 1024);
  });
  it('writes the reference with the year and six digits', () => {
    expect(supportReference(2026, 42)).toBe('SR-2026-000042');
  });
});
