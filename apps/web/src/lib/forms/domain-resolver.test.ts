import { ZLoginForm, makeZClientReference } from '@nomina/domain';
import { catalogue } from '@nomina/translations';
import i18next from 'i18next';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { fieldErrorText, lazyDomainResolver } from './domain-resolver';

type TForm = { login: string; password: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<TForm>;

describe('lazyDomainResolver', () => {
  it('downloads the schema once, at the first focus, and checks with it', async () => {
    const load = vi.fn(() => Promise.resolve(ZLoginForm));
    const { resolver, preload } = lazyDomainResolver<TForm>(load);
    preload();
    preload();
    const empty = await resolver({ login: '', password: '' }, undefined, options);
    expect(Object.keys(empty.errors)).toEqual(['login', 'password']);
    const valid = await resolver({ login: 'jdupont01', password: 'Nomina#Demo2025' }, undefined, options);
    expect(valid.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed', async () => {
    const load = vi
      .fn<() => Promise<typeof ZLoginForm>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(ZLoginForm);
    const { resolver } = lazyDomainResolver<TForm>(load);
    await expect(resolver({ login: '', password: '' }, undefined, options)).rejects.toThrow('offline');
    const second = await resolver({ login: '', password: '' }, undefined, options);
    expect(Object.keys(second.errors)).toEqual(['login', 'password']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('fieldErrorText', () => {
  const t = ((key: string, values?: Record<string, unknown>) =>
    values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

  it('is undefined for a valid field, and the translated rule otherwise, with its values', () => {
    expect(fieldErrorText(t, undefined)).toBeUndefined();
    expect(fieldErrorText(t, { message: 'general.error.required' })).toBe('general.error.required');
    expect(fieldErrorText(t, { message: 'general.error.min', params: { min: 3 } } as never)).toBe(
      'general.error.min {"min":3}',
    );
  });

  it("puts the server's message for the field first, and the form's values under the rule's own", () => {
    const error = { message: 'general.error.max', params: { max: 5 } } as never;
    expect(fieldErrorText(t, error, { server: 'general.error.iban' })).toBe('general.error.iban');
    expect(fieldErrorText(t, undefined, { server: 'general.error.iban' })).toBe('general.error.iban');
    expect(fieldErrorText(t, error, { server: null, params: { max: 9, field: 'x' } })).toBe(
      'general.error.max {"max":5,"field":"x"}',
    );
    expect(fieldErrorText(t, { message: 'general.error.max' }, { params: { max: 9 } })).toBe(
      'general.error.max {"max":9}',
    );
  });

  it('words a bound of one in the singular, as the catalogue has it (the client reference’s one digit)', async () => {
    const i18n = i18next.createInstance();
    const french = Object.fromEntries(Object.entries(catalogue).map(([key, texts]) => [key, texts.fr]));
    await i18n.init({
      lng: 'fr',
      keySeparator: false,
      nsSeparator: false,
      resources: { fr: { translation: french } },
    });
    const [issue] = makeZClientReference('1234 / ').safeParse('1234 / ').error!.issues;
    const error = { message: issue!.message, params: (issue as { params?: object }).params } as never;
    expect(fieldErrorText(i18n.t, error)).toBe('Au moins 1 caractère.');
    // The password's bounds carry no count: their text stays as it was.
    expect(fieldErrorText(i18n.t, { message: 'minlength', params: { min: 12, max: 64 } } as never)).toBe(
      'Au moins 12 caractères.',
    );
  });
});
