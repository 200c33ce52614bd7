import { describe, expect, it } from 'vitest';
import { errorCatalogue, isErrorCode, resolveError } from '../src/errors/catalogue.js';

describe('error catalogue', () => {
  it('gives every code a Spanish and an English message, a severity and an HTTP status', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.es.trim(), code).not.toBe('');
      expect(entry.en.trim(), code).not.toBe('');
      expect(entry.es, `${code} should be translated`).not.toBe(entry.en);
      expect(['error', 'warning', 'success', 'info']).toContain(entry.severity);
      expect(entry.status === 0 || (entry.status >= 200 && entry.status < 600), code).toBe(true);
    }
  });

  it('resolves a known code in the requested language', () => {
    expect(resolveError('auth.unauthorized', 'es').message).toBe(errorCatalogue['auth.unauthorized'].es);
    expect(resolveError('auth.unauthorized', 'en').message).toBe(errorCatalogue['auth.unauthorized'].en);
  });

  it('falls back to the unknown error for codes it does not know', () => {
    expect(resolveError('no.such_code', 'es').code).toBe('general.unknown');
    expect(resolveError(undefined, 'en').message).toBe(errorCatalogue['general.unknown'].en);
    expect(isErrorCode('toString')).toBe(false);
  });
});
