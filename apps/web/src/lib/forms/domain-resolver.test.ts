import { ZLoginForm } from '@nomina/domain';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyDomainResolver } from './domain-resolver';

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
