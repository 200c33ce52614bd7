// The mails' words live in functions/src/mail/locales/<language>/<kind>.json and the quote and
// invoice PDF's in functions/src/billing/locales/<language>/document.json, the layout of the web
// app's translations: both languages carry the same keys and placeholders, and every mail kind
// (and the PDF's words) renders exactly as before the words moved there (support/mail-kinds.golden.json).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import golden from './support/mail-kinds.golden.json';
import { renderEveryMail } from './support/mail-kinds.js';

const SRC = resolve(import.meta.dirname, '..', 'src');
const LOCALES = ['mail/locales', 'billing/locales'].map((folder) => join(SRC, folder));

/** Every leaf of a texts file, as `path: placeholders`. */
const shape = (value: unknown, path = ''): string[] =>
  typeof value === 'string'
    ? [`${path}: ${[...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort().join(',')}`]
    : Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => shape(inner, path ? `${path}.${key}` : key));

const read = (folder: string, language: string, file: string): unknown => JSON.parse(readFileSync(join(folder, language, file), 'utf8'));

describe('mail texts', () => {
  it.each(LOCALES)('%s has the same files, keys and placeholders in Spanish and English', (folder) => {
    const files = readdirSync(join(folder, 'es')).sort();
    expect(files.length).toBeGreaterThan(0);
    expect(readdirSync(join(folder, 'en')).sort()).toEqual(files);
    for (const file of files) expect(shape(read(folder, 'en', file)), file).toEqual(shape(read(folder, 'es', file)));
  });

  it('renders every mail kind as before, in both languages', async () => {
    expect(await renderEveryMail()).toEqual(golden);
  });
});
