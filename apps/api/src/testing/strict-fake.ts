import { vi, type Mock } from 'vitest';

type TMethods<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? Mock<(...args: A) => R> : T[K];
};

/**
 * A fake of a dependency where only the methods set up exist: calling any other one throws
 * (naming it), so a test fails on a call it did not expect, a write above all. Every method set
 * up is a vi.fn, to assert how it was called.
 */
export function strictFake<T extends object>(name: string, setup: Partial<T>): TMethods<T> {
  const methods: Record<string | symbol, unknown> = {};
  for (const [key, value] of Object.entries(setup))
    methods[key] = typeof value === 'function' ? vi.fn(value as (...args: unknown[]) => unknown) : value;
  return new Proxy(methods, {
    get(target, property) {
      if (property in target) return target[property];
      // Awaiting the fake itself, or a matcher printing it, looks for these: not a call.
      if (property === 'then' || typeof property === 'symbol' || property === 'asymmetricMatch')
        return undefined;
      throw new Error(`${name}.${String(property)} was called but not set up`);
    },
  }) as TMethods<T>;
}
