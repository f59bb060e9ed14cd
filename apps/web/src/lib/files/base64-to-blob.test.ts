import { describe, expect, it } from 'vitest';
import { base64ToBlob } from './base64-to-blob';

/** jsdom's Blob has no arrayBuffer(); FileReader reads it as a browser would. */
function bytesOf(blob: Blob): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Array.from(new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('base64ToBlob', () => {
  it('decodes the bytes of a PDF and keeps its content type', async () => {
    const blob = base64ToBlob(btoa('%PDF-1.7\n%\u00e2\u00e3'), 'application/pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await bytesOf(blob)).toEqual([37, 80, 68, 70, 45, 49, 46, 55, 10, 37, 0xe2, 0xe3]);
  });

  it('ignores a data-URL prefix and wrapped lines', async () => {
    const blob = base64ToBlob(
      `data:application/pdf;base64,${btoa('%PDF').slice(0, 4)}\n${btoa('%PDF').slice(4)}`,
    );
    expect(await bytesOf(blob)).toEqual([37, 80, 68, 70]);
  });

  it('falls back to a PDF type when the document names none', () => {
    expect(base64ToBlob(btoa('x'), '').type).toBe('application/pdf');
  });

  it('rejects text that is not base64', () => {
    expect(() => base64ToBlob('%%%')).toThrow();
  });
});
