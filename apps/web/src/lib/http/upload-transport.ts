/**
 * fetch's contract over XMLHttpRequest, for the one thing fetch cannot tell: how much of an upload
 * has been sent. The answer is a real Response, so the HTTP client handles it as any other (token
 * refresh on 401, errors recorded, the terms gate); a network failure rejects with a TypeError,
 * as fetch does.
 */
export function fetchWithUploadProgress(
  url: string,
  init: RequestInit,
  onProgress: (percent: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method ?? 'GET', url);
    request.withCredentials = init.credentials === 'include';
    Object.entries((init.headers ?? {}) as Record<string, string>).forEach(([name, value]) =>
      request.setRequestHeader(name, value),
    );
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const isBodiless = request.status === 204 || request.status === 205 || request.status === 304;
      resolve(
        new Response(isBodiless ? null : request.responseText, {
          status: request.status,
          headers: { 'content-type': request.getResponseHeader('content-type') ?? 'application/json' },
        }),
      );
    };
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
