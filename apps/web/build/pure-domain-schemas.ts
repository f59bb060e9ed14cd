import type { Plugin } from 'vite';

const SCHEMA_START = /^export const Z\w+(?::[^=\n]+)?\s*=\s*/gm;
const OPENERS: Record<string, string> = { '(': ')', '{': '}', '[': ']' };

/** Index of the `;` ending the expression that starts at `from` (depth 0, outside strings). */
function findStatementEnd(code: string, from: number): number {
  const closers: string[] = [];
  let quote: string | null = null;
  for (let index = from; index < code.length; index += 1) {
    const char = code[index] ?? '';
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if (OPENERS[char]) closers.push(OPENERS[char] ?? '');
    else if (char === closers.at(-1)) closers.pop();
    else if (char === ';' && closers.length === 0) return index;
  }
  return -1;
}

/** Wraps every `export const ZThing = <expr>;` of a module in a pure, argument-free IIFE. */
export function wrapSchemasInPureCalls(code: string): string {
  let output = '';
  let cursor = 0;
  for (const match of code.matchAll(SCHEMA_START)) {
    const start = (match.index ?? 0) + match[0].length;
    if (start < cursor) continue;
    const end = findStatementEnd(code, start);
    if (end < 0) return code;
    output += `${code.slice(cursor, start)}/* @__PURE__ */ (() => ${code.slice(start, end)})()`;
    cursor = end;
  }
  return output + code.slice(cursor);
}

/**
 * The shared domain package builds its zod schemas at module top level. Wrapping each one in a
 * pure call lets the bundler drop the schemas the browser never uses, and zod with them (about
 * 26 KB gzip off the login page). Build only: dev and tests run the source untouched.
 */
export function pureDomainSchemas(): Plugin {
  return {
    name: 'nomina:pure-domain-schemas',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/packages/domain/src/') || id.includes('.test.')) return null;
      return { code: wrapSchemasInPureCalls(code), map: null };
    },
  };
}
