import { STORAGE_KEYS } from '@nomina/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../storage/storage';
import { clearRecordedErrors, getRecordedErrors } from './error-store';
import { http } from './http-client';

type TSent = { method: string; url: string; headers: Record<string, string>; body: unknown };

/** A stand-in XMLHttpRequest answering uploads: 401 to the old token, then 201 with the file's id. */
function stubXhr(sent: TSent[]) {
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    responseText = '';
    private request: TSent = { method: '', url: '', headers: {}, body: null };
    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: null };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getResponseHeader() {
      return 'application/json';
    }
    abort() {}
    send(body: unknown) {
      sent.push({ ...this.request, body });
      const isFresh = this.request.headers.authorization === 'Bearer new';
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
        this.status = isFresh ? 201 : 401;
        this.responseText = JSON.stringify(
          isFresh ? { documentId: 'D1' } : { errorCode: 'general.error.unauthorized' },
        );
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

describe('uploads with progress, through the one HTTP client', () => {
  let sent: TSent[];

  beforeEach(() => {
    window.localStorage.clear();
    clearRecordedErrors();
    sent = [];
    storage.set(STORAGE_KEYS.userAccess, {
      token: 'old',
      idRefreshToken: 'r1',
      login: 'jdupont',
      comptes: [],
    });
    stubXhr(sent);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reports progress, renews an expired token on 401 and sends the file again', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ token: 'new', idRefreshToken: 'r2' }, { status: 200 }),
    );
    const progress: number[] = [];
    const form = new FormData();
    form.append('secondToken', 'S');

    const answer = await http<{ documentId: string }>('/external/vialink/smart-upload-doc', {
      method: 'POST',
      form,
      hiddenReq: true,
      onUploadProgress: (percent) => progress.push(percent),
    });

    expect(answer).toEqual({ documentId: 'D1' });
    expect(sent.map((request) => request.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(sent[1]).toMatchObject({ method: 'POST', url: '/api/v1/external/vialink/smart-upload-doc' });
    expect(sent[1]?.headers['hidden-req']).toBe('true');
    expect(sent[1]?.body).toBe(form);
    expect(progress).toEqual([50, 100, 50, 100]);
  });

  it('logs out when the session cannot be renewed, recording no error for the 401', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ errorCode: 'general.error.unauthorized' }, { status: 401 }),
    );

    await expect(
      http('/external/vialink/documents', {
        method: 'POST',
        form: new FormData(),
        onUploadProgress: () => {},
      }),
    ).rejects.toMatchObject({ status: 401 });

    expect(storage.get(STORAGE_KEYS.userAccess)).toBeNull();
    expect(getRecordedErrors()).toEqual([]);
  });
});
