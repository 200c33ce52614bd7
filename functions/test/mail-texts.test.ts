// The mails' words live in functions/src/mail/locales/<language>/<kind>.json, the layout of the
// web app's translations: both languages carry the same keys and placeholders, and every mail
// kind renders exactly as it did before the words moved there (support/mail-kinds.golden.json).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import golden from './support/mail-kinds.golden.json';
import { renderEveryMail } from './support/mail-kinds.js';

const LOCALES = resolve(import.meta.dirname, '..', 'src', 'mail', 'locales');

/** Every leaf of a texts file, as `path: placeholders`. */
const shape = (value: unknown, path = ''): string[] =>
  typeof value === 'string'
    ? [`${path}: ${[...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort().join(',')}`]
    : Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => shape(inner, path ? `${path}.${key}` : key));

const read = (language: string, file: string): unknown => JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8'));

describe('mail texts', () => {
  it('has the same files, keys and placeholders in Spanish and English', () => {
    const files = readdirSync(join(LOCALES, 'es')).sort();
    expect(files.length).toBeGreaterThan(3);
    expect(readdirSync(join(LOCALES, 'en')).sort()).toEqual(files);
    for (const file of files) expect(shape(read('en', file)), file).toEqual(shape(read('es', file)));
  });

  it('renders every mail kind as before, in both languages', async () => {
    expect(await renderEveryMail()).toEqual(golden);
  });
});
