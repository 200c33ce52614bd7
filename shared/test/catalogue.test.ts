import { describe, expect, it } from 'vitest';
import { errorCatalogue, isErrorCode, type ErrorCode } from '../src/errors/catalogue.js';
import { spanishMessages } from '../src/errors/messages-es.js';
import { resolveError } from '../src/errors/resolve-error.js';

describe('error catalogue', () => {
  it('gives every code a Spanish and an English message, a severity and an HTTP status', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      const es = spanishMessages[code as ErrorCode];
      expect(es.trim(), code).not.toBe('');
      expect(entry.en.trim(), code).not.toBe('');
      expect(es, `${code} should be translated`).not.toBe(entry.en);
      expect(['error', 'warning', 'success', 'info']).toContain(entry.severity);
      expect(entry.status === 0 || (entry.status >= 200 && entry.status < 600), code).toBe(true);
    }
    expect(Object.keys(spanishMessages).sort()).toEqual(Object.keys(errorCatalogue).sort());
  });

  it('resolves a known code in the requested language', () => {
    expect(resolveError('auth.unauthorized', 'es').message).toBe(spanishMessages['auth.unauthorized']);
    expect(resolveError('auth.unauthorized', 'en').message).toBe(errorCatalogue['auth.unauthorized'].en);
    expect(resolveError('auth.unauthorized', 'es').status).toBe(401);
  });

  it('falls back to the unknown error for codes it does not know', () => {
    expect(resolveError('no.such_code', 'es').code).toBe('general.unknown');
    expect(resolveError(undefined, 'en').message).toBe(errorCatalogue['general.unknown'].en);
    expect(isErrorCode('toString')).toBe(false);
  });
});
