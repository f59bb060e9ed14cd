import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setThemeState } from '../theme/theme-store';
import { createBotCheck } from './use-bot-check';

const HMAC_KEY = 'test-hmac-key';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A server whose issuer has CAPTCHA_ACTIVATED = `activated`. */
function stubServer(themeId: number, activated: string) {
  setThemeState({ themeId, alive: true, allowLegacyUser: true } as Parameters<typeof setThemeState>[0]);
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    if (url.includes('/resource/logo')) return json({ themeId, emetIden: 1000 + themeId, logo: '', alt: '' });
    if (url.includes('/resource/parametreSite'))
      return json({
        emetIden: 1000 + themeId,
        paramName: 'CAPTCHA_ACTIVATED',
        paramValue: activated,
        values: [activated],
      });
    if (url.endsWith('/external/recaptcha/challenge'))
      return json({ provider: 'altcha', ...(await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 2000 })) });
    return json({ errorCode: 'general.error.notfound' }, 404);
  });
  return calls;
}

describe('bot check', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives an empty token, and passes, when CAPTCHA_ACTIVATED is not 1', async () => {
    const calls = stubServer(11, '0');
    const check = createBotCheck(new QueryClient());
    await expect(check.getToken('Login')).resolves.toBe('');
    expect(calls.some((url) => url.includes('parametreSite') && url.includes('emetIden=1011'))).toBe(true);
    expect(calls.some((url) => url.includes('recaptcha'))).toBe(false);
  });

  it('solves the proof of work, as the server verifies it, when CAPTCHA_ACTIVATED is 1', async () => {
    stubServer(12, '1');
    const token = await createBotCheck(new QueryClient()).getToken('OldAccount');
    expect(JSON.parse(atob(token))).toMatchObject({ algorithm: 'SHA-256', number: expect.any(Number) });
    expect(await verifySolution(token, HMAC_KEY, false)).toBe(true);
  });

  it('rejects with the server error code when the check cannot run', async () => {
    stubServer(13, '1');
    const server = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) =>
      url.endsWith('/challenge') ? json({ errorCode: 'general.error.ratelimit' }, 429) : server(url, init),
    );
    await expect(createBotCheck(new QueryClient()).getToken('OldAccount')).rejects.toMatchObject({
      errorCode: 'general.error.ratelimit',
    });
  });
});
