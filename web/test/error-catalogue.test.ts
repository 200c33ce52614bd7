// The app's entry carries only the catalogue messages of the pages before a sign-in; the
// whole catalogue is a lazy chunk (src/i18n/error-catalogue.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { errorCatalogue, isErrorCode } from '@fotostudio/shared/errors/catalogue';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import { beforeAll, describe, expect, it } from 'vitest';
import { entryErrorMessages, isEntryCode } from '../src/i18n/entry-error-messages';
import { errorCatalogueState, loadErrorCatalogue, shownError } from '../src/i18n/error-catalogue';

const SRC = resolve(import.meta.dirname, '..', 'src');
/** What a first visit to the pages before a sign-in runs: the entry's shell and the auth screens. */
const BEFORE_SIGN_IN = ['app/root-layout.tsx', 'app/startup-error.tsx', 'app/routes/login.tsx', 'app/routes/auth', 'features/auth', 'lib/auth.ts', 'components'];

const sourceFiles = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => sourceFiles(join(path, name))) : /\.tsx?$/.test(path) ? [path] : [];

beforeAll(() => {
  // vite.config.ts defines it for the build.
  (globalThis as Record<string, unknown>).__ENTRY_ERROR_MESSAGES__ = entryErrorMessages();
});

describe('error catalogue in the app', () => {
  it('carries in the entry every code the pages before a sign-in name', () => {
    const named = BEFORE_SIGN_IN.flatMap((path) => sourceFiles(join(SRC, path)))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'([a-z_]+\.[a-z_]+)'/g)].map((match) => match[1] ?? ''))
      .filter((code) => isErrorCode(code));
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((code) => !isEntryCode(code))).toEqual([]);
  });

  it('leaves the other areas out of the entry', () => {
    const entry = Object.keys(entryErrorMessages());
    expect(entry).toContain('auth.invalid_credentials');
    expect(entry).not.toContain('billing.load_failed');
    expect(entry.length).toBeLessThan(Object.keys(errorCatalogue).length / 3);
  });

  it('shows an entry code at once and any other once the whole catalogue has arrived', async () => {
    expect(shownError('auth.invalid_credentials', 'es')).toEqual({ severity: 'error', message: resolveError('auth.invalid_credentials', 'es').message });
    expect(shownError('login.reset_email_sent', 'en')?.message).toBe(resolveError('login.reset_email_sent', 'en').message);
    expect(errorCatalogueState()).toBe('entry');
    // Not in the entry: nothing yet, and asking starts the fetch.
    expect(shownError('billing.load_failed', 'es')).toBeUndefined();
    await loadErrorCatalogue();
    expect(errorCatalogueState()).toBe('loaded');
    expect(shownError('billing.load_failed', 'es')).toEqual({ severity: 'error', message: resolveError('billing.load_failed', 'es').message });
    expect(shownError('no.such_code', 'en')?.message).toBe(resolveError('general.unknown', 'en').message);
  });
});
