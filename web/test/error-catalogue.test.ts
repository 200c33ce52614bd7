// Each lean entry carries only its subset of the catalogue's messages (src/i18n/pick-messages.ts):
// the app's entry those of the pages before a sign-in (the whole catalogue is a lazy chunk,
// src/i18n/error-catalogue.ts), the client gallery and the public site theirs. Every code an
// entry can receive must be in its subset: the codes its own sources name, and for the gallery
// and the site every code their HTTP function's modules can answer with.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { errorStatus, isErrorCode, type ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { galleryFunctionStatus } from '@fotostudio/shared/errors/gallery-function-status';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_CODES, galleryErrorMessages } from '../src/gallery/gallery-error-messages';
import { entryErrorMessages, isEntryCode } from '../src/i18n/entry-error-messages';
import { errorCatalogueState, loadErrorCatalogue, shownError } from '../src/i18n/error-catalogue';
import { errorPresentation } from '../src/i18n/error-presentation';
import { SITE_CODES, siteErrorMessages } from '../src/site/error-messages';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SRC = resolve(import.meta.dirname, '..', 'src');
/** What a first visit to the pages before a sign-in runs: the entry's shell and the auth screens. */
const BEFORE_SIGN_IN = ['app/root-layout.tsx', 'app/startup-error.tsx', 'app/routes/login.tsx', 'app/routes/auth', 'features/auth', 'lib/auth.ts', 'components'];

const sourceFiles = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => sourceFiles(join(path, name))) : /\.tsx?$/.test(path) ? [path] : [];

/** The catalogue codes a file names as string literals. */
const codesNamedIn = (files: readonly string[]): ErrorCode[] =>
  files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'([a-z_]+\.[a-z_]+)'/g)].map((match) => match[1] ?? '')).filter(isErrorCode);

/**
 * The codes a domain's HTTP function can answer with: those named in the modules its bundle
 * takes in (esbuild's metafile, packages left out), apart from the catalogue's own files and
 * the codes only the web app shows (status 0).
 */
const answerableBy = async (handler: string): Promise<ErrorCode[]> => {
  const { metafile } = await build({
    entryPoints: [handler],
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    outdir: 'unused',
    packages: 'external',
    alias: { '@fotostudio/shared': './shared/src' },
    logLevel: 'error',
  });
  const modules = Object.keys(metafile.inputs).filter((input) => !input.startsWith('shared/src/errors/'));
  expect(modules.length).toBeGreaterThan(20);
  return codesNamedIn(modules.map((module) => join(ROOT, module))).filter((code) => errorStatus[code] !== 0);
};

beforeAll(() => {
  // vite.config.ts defines it for the build.
  (globalThis as Record<string, unknown>).__ENTRY_ERROR_MESSAGES__ = entryErrorMessages();
});

describe('error catalogue in the app', () => {
  it('carries in the entry every code the pages before a sign-in name', () => {
    const named = codesNamedIn(BEFORE_SIGN_IN.flatMap((path) => sourceFiles(join(SRC, path))));
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((code) => !isEntryCode(code))).toEqual([]);
  });

  it('leaves the other areas out of the entry', () => {
    const entry = Object.keys(entryErrorMessages());
    expect(entry).toContain('auth.invalid_credentials');
    expect(entry).not.toContain('billing.load_failed');
    expect(entry.length).toBeLessThan(Object.keys(errorStatus).length / 3);
  });

  it('shows an entry code at once and any other once the whole catalogue has arrived', async () => {
    expect(shownError('auth.invalid_credentials', 'es')).toEqual({ severity: 'error', message: resolveError('auth.invalid_credentials', 'es').message });
    expect(shownError('login.reset_email_sent', 'en')).toEqual({ severity: 'success', message: resolveError('login.reset_email_sent', 'en').message });
    expect(errorCatalogueState()).toBe('entry');
    // Not in the entry: nothing yet, and asking starts the fetch.
    expect(shownError('billing.load_failed', 'es')).toBeUndefined();
    await loadErrorCatalogue();
    expect(errorCatalogueState()).toBe('loaded');
    expect(shownError('billing.load_failed', 'es')).toEqual({ severity: 'error', message: resolveError('billing.load_failed', 'es').message });
    expect(shownError('billing.quote_converted_edit', 'en')?.severity).toBe(errorPresentation('billing.quote_converted_edit').severity);
    expect(shownError('no.such_code', 'en')?.message).toBe(resolveError('general.unknown', 'en').message);
  });
});

describe('error statuses of the gallery function', () => {
  // It answers from its part of the status table (functions/src/http/gallery/handler.ts): a
  // code it can throw without a status there would answer 500 general.unknown.
  it('hold every code the function can answer with, each with the catalogue\'s status', async () => {
    const answered = await answerableBy('functions/src/http/gallery/handler.ts');
    expect(answered).toContain('gallery.link_expired');
    expect(answered).toContain('payments.not_connected');
    expect(answered.filter((code) => galleryFunctionStatus[code as keyof typeof galleryFunctionStatus] !== errorStatus[code])).toEqual([]);
  });
});

describe.each([
  { entry: 'the client gallery', sources: 'gallery', handler: 'functions/src/http/gallery/handler.ts', codes: GALLERY_CODES, messages: galleryErrorMessages },
  { entry: 'the public site', sources: 'site', handler: 'functions/src/http/site/handler.ts', codes: SITE_CODES, messages: siteErrorMessages },
])('error messages of $entry', ({ sources, handler, codes, messages }) => {
  it('carry every code its pages name and its function can answer with', async () => {
    const named = codesNamedIn(sourceFiles(join(SRC, sources)));
    const answered = await answerableBy(handler);
    expect(answered).toContain('general.changed_meanwhile');
    expect([...new Set([...named, ...answered])].filter((code) => !codes.includes(code))).toEqual([]);
  });

  it('carry those codes in both languages, and no other', () => {
    const picked = messages();
    expect(Object.keys(picked).sort()).toEqual([...codes].sort());
    for (const code of codes) expect(picked[code]).toEqual({ es: resolveError(code, 'es').message, en: resolveError(code, 'en').message });
    expect(codes.length).toBeLessThan(Object.keys(errorStatus).length / 3);
  });
});
