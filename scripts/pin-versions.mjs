// Rewrites every workspace's dependency ranges to the exact versions installed,
// so that a fresh clone installs what was tested (ARCHITECTURE: pin exact versions).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages;
const manifests = ['.', 'apps/api', 'apps/web', 'packages/domain', 'e2e', 'bench'];
for (const dir of manifests) {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) continue;
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(pkg[field] ?? {})) {
      if (name.startsWith('@nomina/')) continue;
      const entry = lock[join(dir, 'node_modules', name)] ?? lock[`node_modules/${name}`];
      if (entry?.version) pkg[field][name] = entry.version;
    }
  }
  writeFileSync(file, JSON.stringify(pkg, null, 2) + '\n');
}
