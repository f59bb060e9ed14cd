/**
 * Hands a Blob to the browser as a file download under `fileName`: an object URL on a temporary
 * link, revoked once the click has been dispatched. No token ever appears in a URL: the Blob was
 * fetched by the HTTP client with its Authorization header.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; a later revoke keeps slow browsers safe.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
