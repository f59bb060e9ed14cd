import { describe, expect, it } from 'vitest';
import { isModuleAllowed } from './modules.types';

describe('isModuleAllowed', () => {
  it('opens a sub-module only when the account and the issuer both allow it', () => {
    expect(isModuleAllowed({ habiliteActi: true, habiliteEmet: true })).toBe(true);
    expect(isModuleAllowed({ habiliteActi: false, habiliteEmet: true })).toBe(false);
    expect(isModuleAllowed({ habiliteActi: true, habiliteEmet: false })).toBe(false);
  });
});
