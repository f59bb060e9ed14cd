import { STORAGE_KEYS } from '@nomina/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getActiveLoader } from '../loader/loader-store';
import { onLogout } from '../session/logout';
import { isTermsAcceptedFor, onTermsRequired, rememberTermsAccepted } from '../session/terms-required';
import { storage } from '../storage/storage';
import { onMaintenanceReported } from '../theme/maintenance-reported';
import { ApiError } from './api-error';
import { clearRecordedErrors, getRecordedErrors } from './error-store';
import { http } from './http-client';

type TCall = { url: string; init: RequestInit };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function authorizationOf(call: TCall): string | undefined {
  return (call.init.headers as Record<string, string>).authorization;
}

describe('http client', () => {
  let calls: TCall[];

  beforeEach(() => {
    window.localStorage.clear();
    clearRecordedErrors();
    calls = [];
    storage.set(STORAGE_KEYS.userAccess, {
      token: 'old',
      idRefreshToken: 'r1',
      login: 'jdupont',
      comptes: [{ actiIden: 4, emetIden: 9 }],
    });
    storage.set(STORAGE_KEYS.selectedTitu, { tituNume: 'T77', actiIden: 4, emetIden: 9 });
  });
  afterEach(() => vi.unstubAllGlobals());

  function stubServer(refresh: () => Response) {
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url.endsWith('/auth/authenticate/refreshtoken')) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return refresh();
      }
      if (url.endsWith('/auth/logout')) return json(200, {});
      return authorizationOf({ url, init }) === 'Bearer new'
        ? json(200, { url })
        : json(401, { errorCode: 'general.error.unauthorized' });
    });
  }

  it('runs one refresh for two concurrent 401s and retries both with the new token', async () => {
    stubServer(() => json(200, { token: 'new', idRefreshToken: 'r2' }));

    const results = await Promise.all([
      http<{ url: string }>('/business/a'),
      http<{ url: string }>('/business/b'),
    ]);

    expect(results.map((result) => result.url)).toEqual(['/api/v1/business/a', '/api/v1/business/b']);
    const refreshCalls = calls.filter((call) => call.url.endsWith('/auth/authenticate/refreshtoken'));
    expect(refreshCalls).toHaveLength(1);
    expect(JSON.parse(String(refreshCalls[0]?.init.body))).toEqual({
      idRefreshToken: 'r1',
      login: 'jdupont',
      tituNume: 'T77',
      actiIden: 4,
      emetIden: 9,
    });
    const retried = calls.filter(
      (call) =>
        !call.url.endsWith('/auth/authenticate/refreshtoken') && authorizationOf(call) === 'Bearer new',
    );
    expect(retried).toHaveLength(2);
    expect(storage.get<{ token: string; idRefreshToken: string }>(STORAGE_KEYS.userAccess)).toMatchObject({
      token: 'new',
      idRefreshToken: 'r2',
    });
    expect(getActiveLoader()).toBeNull();
  });

  it('does not spend the refresh token again when another tab renewed it while this one waited', async () => {
    stubServer(() => json(200, { token: 'spent-twice', idRefreshToken: 'r3' }));
    // Web Locks: by the time this tab holds the lock, the other tab has stored its new token.
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (_name: string, callback: () => Promise<boolean>) => {
          const access = storage.get<Record<string, unknown>>(STORAGE_KEYS.userAccess);
          storage.set(STORAGE_KEYS.userAccess, { ...access, token: 'new', idRefreshToken: 'r2' });
          return callback();
        },
      },
    });

    const result = await http<{ url: string }>('/business/a');

    expect(result.url).toBe('/api/v1/business/a');
    expect(calls.filter((call) => call.url.endsWith('/auth/authenticate/refreshtoken'))).toHaveLength(0);
    expect(storage.get<{ token: string }>(STORAGE_KEYS.userAccess)?.token).toBe('new');
  });

  it('answers a file as a Blob, fetched with the bearer token and never with it in the URL', async () => {
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } });
    });

    const file = await http<Blob>('/business/export', { query: { format: 'pdf' }, asBlob: true });

    expect(await file.text()).toBe('%PDF-1.7');
    expect(calls[0]?.url).toBe('/api/v1/business/export?format=pdf');
    expect(authorizationOf(calls[0]!)).toBe('Bearer old');
    expect((calls[0]?.init.headers as Record<string, string>).accept).toBe('*/*');
  });

  it('logs out when the refresh fails, keeping the language', async () => {
    stubServer(() => json(401, { errorCode: 'general.error.unauthorized' }));
    storage.set(STORAGE_KEYS.lang, 'de');
    const onLoggedOut = vi.fn();
    const unsubscribe = onLogout(onLoggedOut);

    await expect(http('/business/a')).rejects.toMatchObject({
      status: 401,
      errorCode: 'general.error.unauthorized',
    });

    unsubscribe();
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    expect(storage.get(STORAGE_KEYS.userAccess)).toBeNull();
    expect(storage.get(STORAGE_KEYS.lang)).toBe('de');
    expect(calls.some((call) => call.url.endsWith('/auth/logout'))).toBe(true);
  });

  it('skips the token with skipAuth, sends hidden-req, records errors once and rethrows the body', async () => {
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return json(404, { errorCode: 'general.error.notfound', message: 'nope' });
    });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const failure = http('/resource/logo', { skipAuth: true, hiddenReq: true, query: { themeId: 2 } });
      await expect(failure).rejects.toBeInstanceOf(ApiError);
    }

    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(calls[0]?.url).toBe('/api/v1/resource/logo?themeId=2');
    expect(headers.authorization).toBeUndefined();
    expect(headers['hidden-req']).toBe('true');
    expect(getRecordedErrors()).toEqual([{ errorCode: 'general.error.notfound', status: 404 }]);
  });

  it('sends the app to the terms on 403 cgu.error.pending, forgetting the known acceptance', async () => {
    vi.stubGlobal('fetch', async () => json(403, { errorCode: 'cgu.error.pending' }));
    rememberTermsAccepted('r1');
    const required = vi.fn();
    const unsubscribe = onTermsRequired(required);
    await expect(http('/business/titulaire')).rejects.toMatchObject({
      status: 403,
      errorCode: 'cgu.error.pending',
    });
    unsubscribe();
    expect(required).toHaveBeenCalledTimes(1);
    expect(isTermsAcceptedFor('r1')).toBe(false);
  });

  it('leaves other refusals alone', async () => {
    vi.stubGlobal('fetch', async () => json(403, { errorCode: 'upi.guard.french.taxresidence' }));
    const required = vi.fn();
    const unsubscribe = onTermsRequired(required);
    await expect(http('/business/dispense-acompte')).rejects.toBeInstanceOf(ApiError);
    unsubscribe();
    expect(required).not.toHaveBeenCalled();
  });

  it('sends the app to maintenance on 503 general.error.maintenance, from a login as from a signed-in call', async () => {
    vi.stubGlobal('fetch', async () => json(503, { errorCode: 'general.error.maintenance' }));
    const reported = vi.fn();
    const unsubscribe = onMaintenanceReported(reported);
    await expect(
      http('/auth/authenticate', { method: 'POST', skipAuth: true, body: {} }),
    ).rejects.toMatchObject({ status: 503, errorCode: 'general.error.maintenance' });
    await expect(http('/business/titulaire')).rejects.toMatchObject({ status: 503 });
    unsubscribe();
    expect(reported).toHaveBeenCalledTimes(2);
  });

  it('does not take another 503 for maintenance', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 503 }));
    const reported = vi.fn();
    const unsubscribe = onMaintenanceReported(reported);
    await expect(http('/business/titulaire')).rejects.toMatchObject({
      status: 503,
      errorCode: 'api.technical.error',
    });
    unsubscribe();
    expect(reported).not.toHaveBeenCalled();
  });

  it('does not record a 500 on the authenticate path', async () => {
    vi.stubGlobal('fetch', async () => json(500, { errorCode: 'api.technical.error' }));
    await expect(
      http('/auth/authenticate', { method: 'POST', skipAuth: true, body: {} }),
    ).rejects.toMatchObject({ status: 500 });
    expect(getRecordedErrors()).toEqual([]);
  });
});
