import { describe, expect, it } from 'vitest';
import { voteLink } from './vote-link';

describe('voteLink', () => {
  it('adds request_locale, po becoming pt', () =>
    expect(voteLink('https://vote.example.org/ag?id=7', 'po', { isSSO: false })).toBe(
      'https://vote.example.org/ag?id=7&request_locale=pt',
    ));
  it('keeps the portal language', () =>
    expect(voteLink('https://vote.example.org/ag', 'en', { isSSO: false })).toBe(
      'https://vote.example.org/ag?request_locale=en',
    ));
  it('refuses an SSO user', () =>
    expect(voteLink('https://vote.example.org/ag', 'fr', { isSSO: true })).toBeNull());
  it('refuses an empty link', () => expect(voteLink('  ', 'fr', { isSSO: false })).toBeNull());
  it('refuses a non-web link', () =>
    expect(voteLink('javascript:alert(1)', 'fr', { isSSO: false })).toBeNull());
});
