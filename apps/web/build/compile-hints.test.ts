import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, startupChunks } from './compile-hints';

const chunk = (fileName: string, isEntry: boolean, imports: string[] = [], dynamicImports: string[] = []) =>
  ({
    type: 'chunk',
    fileName,
    isEntry,
    imports,
    dynamicImports,
    code: `/* ${fileName} */`,
  }) as Rollup.OutputChunk;

function bundleOf(...outputs: Array<Rollup.OutputChunk | Rollup.OutputAsset>): Rollup.OutputBundle {
  return Object.fromEntries(outputs.map((output) => [output.fileName, output]));
}

describe('compile hints', () => {
  const bundle = () =>
    bundleOf(
      chunk('index.js', true, ['react.js', 'data.js'], ['shell.js']),
      chunk('react.js', false),
      chunk('data.js', false, ['react.js']),
      chunk('shell.js', false, ['table.js']),
      chunk('table.js', false),
      { type: 'asset', fileName: 'index.css', source: '' } as unknown as Rollup.OutputAsset,
    );

  it('finds the entry and what it imports statically, not what it loads later', () => {
    const names = startupChunks(bundle()).map((found) => found.fileName);
    expect(names.sort()).toEqual(['data.js', 'index.js', 'react.js']);
  });

  it('puts the hint at the very top of the startup chunks only, once', () => {
    const output = bundle();
    const plugin = compileHints();
    const generate = (
      plugin.generateBundle as { handler: (options: unknown, bundle: Rollup.OutputBundle) => void }
    ).handler;
    generate({}, output);
    generate({}, output);
    const code = (file: string) => (output[file] as Rollup.OutputChunk).code;
    expect(code('index.js')).toBe(`${COMPILE_HINT}/* index.js */`);
    expect(code('data.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(code('react.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(code('shell.js')).toBe('/* shell.js */');
    expect(code('table.js')).toBe('/* table.js */');
  });
});
