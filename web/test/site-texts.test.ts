// The public site's texts: English has exactly the Spanish shape, and the spec's facts and the
// contracts' choices are all there.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BETA_CURRENT_TOOLS, BETA_SPECIALTIES, FEEDBACK_SPECIALTIES, SESSIONS_PER_MONTH, WILLING_TO_CHANGE } from '@fotostudio/shared/contracts/site';
import { describe, expect, it } from 'vitest';
import type { SiteTexts } from '../src/site/texts';

const LOCALES = join(import.meta.dirname, '../src/site/locales');
const areas = readdirSync(join(LOCALES, 'es')).map((file) => file.replace(/\.json$/, ''));
const read = (language: string, area: string): unknown => JSON.parse(readFileSync(join(LOCALES, language, `${area}.json`), 'utf8'));
const texts = <A extends keyof SiteTexts>(language: string, area: A) => read(language, area) as SiteTexts[A];

/** Every key path (array items by index), with the type of its value. */
const shape = (value: unknown, path = ''): string[] => {
  if (Array.isArray(value)) return [`${path}:array(${value.length})`, ...value.flatMap((item, index) => shape(item, `${path}[${index}]`))];
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => shape(item, `${path}.${key}`));
  return [`${path}:${value === null ? 'null' : typeof value}`];
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(strings) : value !== null && typeof value === 'object' ? Object.values(value).flatMap(strings) : typeof value === 'string' ? [value] : [];

describe('site texts', () => {
  it.each(areas)('%s: English has the Spanish keys, lists and types, and no empty text', (area) => {
    expect(shape(read('en', area))).toEqual(shape(read('es', area)));
    for (const language of ['es', 'en']) expect(strings(read(language, area)).filter((text) => text.trim() === '')).toEqual([]);
  });

  it.each(['es', 'en'])('%s: the landing has 9 questions, the beta page 6 (spec section 2)', (language) => {
    expect(texts(language, 'home').faq.items).toHaveLength(9);
    expect(texts(language, 'beta').faq.items).toHaveLength(6);
  });

  it.each(['es', 'en'])('%s: the forms label every choice the contracts accept', (language) => {
    const beta = texts(language, 'beta').form;
    expect(Object.keys(beta.specialties).sort()).toEqual([...BETA_SPECIALTIES].sort());
    expect(Object.keys(beta.currentTools).sort()).toEqual([...BETA_CURRENT_TOOLS].sort());
    expect(Object.keys(beta.sessionsOptions).sort()).toEqual([...SESSIONS_PER_MONTH].sort());
    const feedback = texts(language, 'home').feedback;
    expect(Object.keys(feedback.specialtyOptions).sort()).toEqual([...FEEDBACK_SPECIALTIES].sort());
    expect(Object.keys(feedback.willingOptions).sort()).toEqual([...WILLING_TO_CHANGE].sort());
  });

  it('the legal pages state the spec facts (section 9)', () => {
    const es = strings(texts('es', 'legal')).join('\n');
    for (const fact of ['18 años', '12 meses anteriores', 'No se hacen reembolsos por el periodo de facturación no utilizado', '60 días', 'Unión Europea']) expect(es).toContain(fact);
    const en = strings(texts('en', 'legal')).join('\n');
    for (const fact of ['18 years', '12 months before', 'no refunds for an unused billing period', '60 days', 'European Union']) expect(en).toContain(fact);
    expect(texts('es', 'legal').cookies.rows.map((row) => row.duration)).toEqual(['30 días', '1 año', '1 año', '1 año', '2 años y 24 horas', '13 meses', '3 meses']);
    expect(texts('en', 'legal').cookies.rows.map((row) => row.duration)).toEqual(['30 days', '1 year', '1 year', '1 year', '2 years and 24 hours', '13 months', '3 months']);
  });
});
