import { describe, expect, it } from 'vitest';
import { catalogue, catalogueParts } from './index';

describe('the catalogue', () => {
  it('holds each key in one part only: a second text for a key would hide one of them', () => {
    const owners = new Map<string, number[]>();
    catalogueParts.forEach((part, index) => {
      for (const key of Object.keys(part)) owners.set(key, [...(owners.get(key) ?? []), index]);
    });
    const twice = [...owners].filter(([, parts]) => parts.length > 1).map(([key]) => key);
    expect(twice).toEqual([]);
    expect(Object.keys(catalogue)).toHaveLength(owners.size);
  });
});
