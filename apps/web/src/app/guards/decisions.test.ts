import type { TUserAccess } from '@nomina/domain';
import { describe, expect, it } from 'vitest';
import { decideAuthenticated, decideDemo, decideLoginArea, decideMaintenance, decideRoot } from './decisions';

const access = (accounts: number): TUserAccess => ({
  token: 't',
  idRefreshToken: 'r',
  idTheme: 1,
  login: 'jdupont',
  comptes: Array.from({ length: accounts }, (_, index) => ({
    actiIden: index + 1,
    emetIden: 10,
    tituNume: `T${index}`,
    emetLibe: 'Aubépine Industries',
  })),
  selected: null,
});

describe('guard decisions', () => {
  it('sends visitors of authenticated pages to login', () => {
    expect(decideAuthenticated(null, null, false)).toBe('/login');
    expect(decideAuthenticated(null, null, true)).toBe('/login');
    expect(decideAuthenticated(access(1), null, false)).toBeNull();
  });

  it('keeps visitors on login-area pages', () => expect(decideLoginArea(null, null)).toBeNull());
  it('sends a user with one account to the dashboard', () =>
    expect(decideLoginArea(access(1), null)).toBe('/dashboard'));
  it('sends a user with several accounts and none selected to account selection', () =>
    expect(decideLoginArea(access(2), null)).toBe('/select-account'));
  it('sends a user with several accounts and a selection to the dashboard', () =>
    expect(decideLoginArea(access(2), { tituNume: 'T0', actiIden: 1, emetIden: 10 })).toBe('/dashboard'));

  it('redirects to maintenance only while not alive', () => {
    expect(decideMaintenance(false, false)).toBe('/maintenance');
    expect(decideMaintenance(true, false)).toBeNull();
  });
  it('sends the maintenance page back to root once alive', () => {
    expect(decideMaintenance(true, true)).toBe('/');
    expect(decideMaintenance(false, true)).toBeNull();
  });

  it('refuses the demo page in production builds', () => {
    expect(decideDemo(true)).toBe('/');
    expect(decideDemo(false)).toBeNull();
  });
});

describe('a user with several accounts and none chosen (spec 1 §4, §6)', () => {
  const chosen = { tituNume: 'T1', actiIden: 2, emetIden: 10 };

  it('may open only the account choice among the signed-in pages', () => {
    expect(decideAuthenticated(access(2), null, false)).toBe('/select-account');
    expect(decideAuthenticated(access(2), null, true)).toBeNull();
  });
  it('opens every signed-in page once an account is chosen', () =>
    expect(decideAuthenticated(access(2), chosen, false)).toBeNull());
  it('is led from the root (the header logo) to the choice, not the dashboard', () => {
    expect(decideRoot(access(2), null)).toBe('/select-account');
    expect(decideRoot(access(2), chosen)).toBe('/dashboard');
  });
});

describe('decideRoot', () => {
  it('leads a signed-in user home and a visitor straight to login', () => {
    expect(decideRoot(access(1), null)).toBe('/dashboard');
    expect(decideRoot(access(0), null)).toBe('/dashboard');
    expect(decideRoot(null, null)).toBe('/login');
  });
});
