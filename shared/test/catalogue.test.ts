import { describe, expect, it } from 'vitest';
import { errorStatus, isErrorCode } from '../src/errors/catalogue.js';
import { englishMessages } from '../src/errors/messages-en.js';
import { spanishMessages } from '../src/errors/messages-es.js';
import { errorMessages, resolveError } from '../src/errors/resolve-error.js';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

describe('error catalogue', () => {
  it('gives every code an HTTP status (0: shown by the web app only)', () => {
    for (const [code, status] of Object.entries(errorStatus)) {
      expect(status === 0 || (status >= 200 && status < 600), code).toBe(true);
    }
  });

  it('has two symmetrical message tables: the same codes, each translated, with the same placeholders', () => {
    const codes = Object.keys(errorStatus).sort();
    expect(Object.keys(spanishMessages).sort()).toEqual(codes);
    expect(Object.keys(englishMessages).sort()).toEqual(codes);
    for (const code of codes.filter(isErrorCode)) {
      const [es, en] = [spanishMessages[code], englishMessages[code]];
      expect(es.trim(), code).not.toBe('');
      expect(en.trim(), code).not.toBe('');
      expect(es, `${code} should be translated`).not.toBe(en);
      expect(placeholders(es), `${code} names the same placeholders in both languages`).toEqual(placeholders(en));
    }
  });

  it('resolves a known code in the requested language, filling in its placeholders', () => {
    expect(resolveError('auth.unauthorized', 'es').message).toBe(spanishMessages['auth.unauthorized']);
    expect(resolveError('auth.unauthorized', 'en').message).toBe(englishMessages['auth.unauthorized']);
    expect(errorMessages.en['auth.unauthorized']).toBe(englishMessages['auth.unauthorized']);
    const withLetter = Object.entries(englishMessages).find(([, text]) => text.includes('{'));
    expect(withLetter).toBeDefined();
    const [code, text] = withLetter ?? ['', ''];
    const names = placeholders(text);
    const filled = resolveError(code, 'en', Object.fromEntries(names.map((name) => [name, `<${name}>`]))).message;
    for (const name of names) expect(filled).toContain(`<${name}>`);
    expect(filled).not.toMatch(/\{\w+\}/);
  });

  it('falls back to the unknown error for codes it does not know', () => {
    expect(resolveError('no.such_code', 'es').code).toBe('general.unknown');
    expect(resolveError(undefined, 'en').message).toBe(englishMessages['general.unknown']);
    expect(isErrorCode('toString')).toBe(false);
  });
});
