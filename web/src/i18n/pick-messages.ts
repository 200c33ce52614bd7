// The one way a lean entry takes its subset of the catalogue's messages, at build time: the
// app's entry (the pages before a sign-in), the client gallery and the public site each list
// the codes they can show, and their Vite config builds in `pickMessages(codes)` through
// `define`; the whole catalogue would add ~15 KB gzipped to each. Tested by
// web/test/error-catalogue.test.ts (every code an entry can receive is in its subset).
// Relative imports: Vite bundles the config's relative imports but loads packages with Node,
// which cannot run the shared TypeScript.
import type { Language } from '../../../shared/src/constants';
import { errorStatus, type ErrorCode } from '../../../shared/src/errors/catalogue';
import { errorMessages } from '../../../shared/src/errors/resolve-error';
import { severityOf, type Severity } from './error-presentation';

/** A code's message in each language, and its severity when the entry asked for it. */
export type PickedMessage = Record<Language, string> & { severity?: Severity };

/**
 * What any HTTP function can answer with besides its domain's codes (functions/src/lib/http:
 * the `general` and `rate_limit` areas and these two), with the client's own `general.network`.
 */
export const ANSWER_AREAS = ['general', 'rate_limit'] as const;
export const ANSWER_CODES: readonly ErrorCode[] = ['auth.unauthorized', 'auth.forbidden'];

/** The codes of whole areas (`gallery` for `gallery.*`), and any single codes besides. */
export const codesOf = (areas: readonly string[], codes: readonly ErrorCode[] = []): ErrorCode[] => [
  ...(Object.keys(errorStatus) as ErrorCode[]).filter((code) => areas.includes(code.slice(0, code.indexOf('.'))) && !codes.includes(code)),
  ...codes,
];

/** The messages of `codes` in both languages (and their severities with `severity: true`). */
export const pickMessages = (codes: readonly ErrorCode[], options: { severity?: boolean } = {}): Record<string, PickedMessage> =>
  Object.fromEntries(
    codes.map((code) => [
      code,
      { ...(options.severity ? { severity: severityOf(code) } : {}), es: errorMessages.es[code], en: errorMessages.en[code] },
    ]),
  );
