import { fileURLToPath } from 'node:url';
import { preact } from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints';
import { FIRST_CALL_ENTRY, firstCallScript } from './build/first-call-script';
import { mantineClasses } from './build/mantine-classes';
import { precompress } from './build/precompress';
import { pureDomainSchemas } from './build/pure-domain-schemas';

/**
 * The renderer is Preact, through its React compatibility layer: the preset points `react` and
 * `react-dom` (what Mantine, React Router, TanStack Query and react-i18next import) at
 * `preact/compat`, compiles JSX for Preact and gives the dev server hot reload. The React API is
 * unchanged for the app; the login page carries about 23 KB of renderer instead of 222 KB.
 * Its prerendering stays off (the default): every page needs the theme and texts from the API.
 */
const renderer = preact();

/**
 * Vendor groups that change at different paces, so a release only invalidates what changed.
 * Mantine is left to the bundler on purpose: pinning it into one chunk would pull the modal code
 * (and its scroll-lock dependencies) into the login page. react-i18next too: its <Trans> (and the
 * HTML parser under it) serves one page, and goes with that page's chunk.
 */
const VENDOR_CHUNKS: Record<string, string[]> = {
  // The React API: Preact standing in for react and react-dom, and the router.
  react: ['preact', 'react-router'],
  data: ['@tanstack/react-query', '@tanstack/query-core', 'i18next'],
};

function findVendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  return Object.keys(VENDOR_CHUNKS).find((chunk) =>
    VENDOR_CHUNKS[chunk]?.some((name) => id.includes(`/node_modules/${name}/`)),
  );
}

export default defineConfig({
  plugins: [
    renderer,
    pureDomainSchemas(),
    compileHints(),
    firstCallScript(),
    mantineClasses(),
    precompress(),
  ],
  // react-i18next's shim for React < 18 (CommonJS, whose require('react') tests would not alias):
  // the compatibility layer has the hook itself.
  resolve: { alias: { 'use-sync-external-store/shim': 'preact/compat' } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: { proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        [FIRST_CALL_ENTRY]: fileURLToPath(new URL('src/first-call.ts', import.meta.url)),
      },
      // Unused exports of the shared domain package (its zod schemas) can go; see build/.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/') },
      output: { manualChunks: findVendorChunk },
    },
  },
});
