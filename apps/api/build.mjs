// Bundles the server into dist/server.js: our workspace code (and @nomina/domain, which ships as
// TypeScript) is compiled in; every registry dependency stays an ordinary import. The app is a
// chunk of its own (server.ts imports it dynamically): its modules load while the embedded
// database boots, instead of before.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@nomina/'));

// The last build's chunks (server-*) go: their names change with their content.
const dist = new URL('./dist/', import.meta.url);
if (existsSync(dist))
  for (const name of readdirSync(dist).filter((file) => file.startsWith('server-')))
    rmSync(new URL(name, dist));

await build({
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  splitting: true,
  // Beside server.js, so a chunk's import.meta.url finds ../drizzle as the entry does.
  chunkNames: 'server-[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
