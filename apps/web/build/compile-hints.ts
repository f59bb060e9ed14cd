import type { Plugin, Rollup } from 'vite';

/**
 * Chrome's explicit compile hint (V8, Chrome 136 and later): at the top of a script, it says that
 * the file's functions run when the page loads, so they are compiled eagerly on the thread that
 * streams the file in, instead of lazily on the main thread the first time each one is called.
 * Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunks every page load runs: the entries and what they import statically, transitively. */
export function startupChunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const [file, output] of Object.entries(bundle)) if (output.type === 'chunk') chunks.set(file, output);
  const found = new Map<string, Rollup.OutputChunk>();
  const visit = (file: string) => {
    const chunk = chunks.get(file);
    if (!chunk || found.has(file)) return;
    found.set(file, chunk);
    chunk.imports.forEach(visit);
  };
  for (const [file, chunk] of chunks) if (chunk.isEntry) visit(file);
  return [...found.values()];
}

/**
 * Puts the compile hint on the startup chunks only (lazy chunks are compiled as they are used):
 * on the login page, compiling on the main thread was most of the first render's long task
 * (issue 15, Lighthouse's blocking time). Added after minification, which would drop a comment.
 */
export function compileHints(): Plugin {
  return {
    name: 'nomina:compile-hints',
    apply: 'build',
    enforce: 'post',
    // Last of the bundle's hooks: Vite's own writes a line above the entry's code before it.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of startupChunks(bundle))
          if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
      },
    },
  };
}
