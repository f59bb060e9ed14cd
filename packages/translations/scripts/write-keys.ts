import { writeFileSync } from 'node:fs';
import { keysSource } from '../src/keys-source';

// Rewrites src/keys.ts from the catalogue; src/keys.test.ts fails when it is out of date.
writeFileSync(new URL('../src/keys.ts', import.meta.url), keysSource());
