import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileSystemStore } from './document-store';

describe('file-system document store', () => {
  const root = mkdtempSync(join(tmpdir(), 'nomina-ged-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const store = createFileSystemStore(root);

  it('gives back what was put, and null for an unknown key', async () => {
    await store.put('holders/T1/a.pdf', new TextEncoder().encode('%PDF-1.7'));
    expect(new TextDecoder().decode((await store.get('holders/T1/a.pdf'))!)).toBe('%PDF-1.7');
    expect(await store.get('holders/T1/b.pdf')).toBeNull();
  });

  it('refuses keys that would leave its folder', async () => {
    for (const key of ['../secrets.json', 'holders/../../x', '/etc/passwd', 'a//b', ''])
      await expect(store.get(key), key).rejects.toThrow('invalid storage key');
  });
});
