import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { undefinedMantineNames } from './mantine-classes';

const stylesheet = (name: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`@mantine/core/styles/${name}.css`), 'utf8');

describe('Mantine classes used without their styles', () => {
  it('names the classes of a component whose stylesheet was left out', () => {
    const code = ['const classes = { root: "m_77c9d27d", inner: "m_80f1301b" }; x("m_5ae2e3c")'];
    expect(undefinedMantineNames(code, [stylesheet('Loader')])).toEqual(['m_77c9d27d', 'm_80f1301b']);
    expect(undefinedMantineNames(code, [stylesheet('Loader'), stylesheet('Button')])).toEqual([]);
  });

  it('counts keyframes and names in any stylesheet of the bundle, and ignores other words', () => {
    expect(undefinedMantineNames(['"m_5d2b3b9d" + "form_1234567"'], ['@keyframes m_5d2b3b9d {}'])).toEqual(
      [],
    );
  });
});
