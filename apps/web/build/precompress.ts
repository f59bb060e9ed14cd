import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this size a compressed copy saves less than the extra request headers cost. */
const MIN_BYTES = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/** Writes `.br` and `.gz` copies at maximum effort, which the server sends as they are. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  for (const file of files) {
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    await writeFile(`${file}.br`, brotli);
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
    written += 1;
  }
  return written;
}

/**
 * After the bundle is written, compresses every text asset once at build time (brotli 11, gzip
 * 9): the server's static plugin picks the copy the browser accepts (`preCompressed`), so no
 * byte is compressed per request and nothing is ever sent uncompressed to a browser that can
 * decompress.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'nomina:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompressDirectory(outDir);
      this.info?.(`precompressed ${count} files (br, gz)`);
    },
  };
}
