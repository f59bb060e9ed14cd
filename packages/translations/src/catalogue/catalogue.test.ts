import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_ERROR_KEYS,
  ACCESS_MESSAGE_KEYS,
  ERROR_CODES,
  FLOW_ERRORS,
  LANGUAGES,
  RULE_MESSAGE_KEYS,
} from '@nomina/domain';
import type { TTranslationKey } from '../keys';
import { catalogue, catalogueOverrides, catalogueParts } from './index';

const WEB_SRC = resolve(__dirname, '../../../../apps/web/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Keys written literally in the web app: t('key'), t("key"), i18nKey="key", and tKey('key') lists. */
function keysUsedByWeb(): Set<string> {
  const pattern = /(?:\bt|\btKey|i18n\.t)\(\s*['"]([a-zA-Z0-9_.-]+)['"]|i18nKey=["']([a-zA-Z0-9_.-]+)["']/g;
  const keys = new Set<string>();
  for (const file of sourceFiles(WEB_SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) keys.add((match[1] ?? match[2])!);
  }
  return keys;
}

describe('translation catalogue', () => {
  it('has every key in all six languages, none empty and none left as its key', () => {
    for (const [key, texts] of Object.entries(catalogue)) {
      for (const language of LANGUAGES) {
        const text = texts[language];
        expect(text, `${key} [${language}]`).toBeTypeOf('string');
        expect(text.trim(), `${key} [${language}] is empty`).not.toBe('');
        expect(text, `${key} [${language}] is the key itself`).not.toBe(key);
      }
    }
  });

  it('is really translated: few texts in another language read exactly as in English', () => {
    const keys = Object.keys(catalogue);
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      const same = keys.filter(
        (key) => catalogue[key]![language] === catalogue[key]!.en && catalogue[key]!.en.length > 12,
      );
      expect(same, `${language} copies English for: ${same.join(', ')}`).toEqual([]);
    }
  });

  it('has a text for every key the web app uses', () => {
    const missing = [...keysUsedByWeb()].filter((key) => !(key in catalogue));
    expect(missing).toEqual([]);
  });

  it('has a text for every error code the API answers', () => {
    for (const code of [...Object.values(ERROR_CODES), ...Object.values(FLOW_ERRORS)])
      expect(catalogue, code).toHaveProperty([code]);
  });

  it('has a text for every field message of the access rules', () => {
    for (const key of [...ACCESS_MESSAGE_KEYS, ...ACCESS_ERROR_KEYS])
      expect(catalogue, key).toHaveProperty([key]);
  });

  it('has a text for every key a domain rule produces', () => {
    // A type check too: a domain key the catalogue has no text for fails `npm run typecheck` here
    // (the domain cannot import the key type: this package depends on it).
    const keys = RULE_MESSAGE_KEYS satisfies readonly TTranslationKey[];
    for (const key of keys) expect(catalogue, key).toHaveProperty([key]);
  });

  it('holds each key in one part only: a second text for a key would hide one of them', () => {
    const owners = new Map<string, number>();
    const twice: string[] = [];
    catalogueParts.forEach((part, index) => {
      for (const key of Object.keys(part)) {
        if (owners.has(key)) twice.push(key);
        else owners.set(key, index);
      }
    });
    expect(twice).toEqual([]);
    expect(Object.keys(catalogue)).toHaveLength(owners.size);
  });

  it('overrides only keys of the common base, in all six languages', () => {
    for (const [themeId, texts] of Object.entries(catalogueOverrides)) {
      for (const [key, translated] of Object.entries(texts)) {
        expect(catalogue, `theme ${themeId} overrides unknown ${key}`).toHaveProperty([key]);
        for (const language of LANGUAGES)
          expect(translated[language]?.trim(), `${key} [${language}]`).toBeTruthy();
      }
    }
  });
});
