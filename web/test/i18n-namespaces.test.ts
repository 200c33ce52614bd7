import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_NAMESPACES, DEFAULT_NAMESPACE } from '../src/i18n/namespaces';

const LOCALES = join(import.meta.dirname, '..', 'src', 'i18n', 'locales');
const NAMESPACES = [DEFAULT_NAMESPACE, ...AREA_NAMESPACES];

const read = (language: string, namespace: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

const keyPaths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('translation namespaces', () => {
  it('are the same files in Spanish and English, and every file is a declared namespace', () => {
    const files = (language: string) => readdirSync(join(LOCALES, language)).sort();
    expect(files('es')).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
    expect(files('en')).toEqual(files('es'));
  });

  it('give each top-level section to one namespace only, so t() finds it without naming one', () => {
    const owners = new Map<string, string[]>();
    for (const namespace of NAMESPACES) {
      for (const section of Object.keys(read('es', namespace))) owners.set(section, [...(owners.get(section) ?? []), namespace]);
    }
    expect([...owners].filter(([, namespaces]) => namespaces.length > 1)).toEqual([]);
  });

  it.each(NAMESPACES)('%s has the same keys in both languages', (namespace) => {
    expect(keyPaths(read('en', namespace)).sort()).toEqual(keyPaths(read('es', namespace)).sort());
  });
});
