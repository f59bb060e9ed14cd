import { ZContactForm } from '@nomina/domain';
import { describe, expect, it } from 'vitest';
import { firstFieldIssues } from './field-issues';

describe('firstFieldIssues', () => {
  it('keeps one message per field, with the values it needs', () => {
    const result = ZContactForm.safeParse({ nom: '', email: 'x', objet: 'OTHER', message: 'short' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(firstFieldIssues(result.error)).toEqual({
      nom: { message: 'form.field.validator.message' },
      email: { message: 'form.field.validator.email' },
      message: { message: 'minlength', params: { min: 10, max: 4000 } },
    });
  });
});
