// Build-time only (vite.config.ts): the catalogue messages the pages before a sign-in can
// show, built into the app's entry. The whole catalogue in both languages (~15 KB gzipped)
// is fetched with the dashboard, or on the first code outside this set
// (src/i18n/error-catalogue.ts). Relative imports: see src/gallery/gallery-error-messages.ts.
import { errorCatalogue, type ErrorCode, type Severity } from '../../../shared/src/errors/catalogue';
import { spanishMessages } from '../../../shared/src/errors/messages-es';

export type EntryErrorMessages = Record<string, { severity: Severity; es: string; en: string }>;

/** The areas of the sign-in, sign-up, confirmation, invitation and password pages, and the general codes. */
const ENTRY_AREAS = ['general', 'rate_limit', 'auth', 'signup', 'login', 'reset_password', 'confirm', 'invite', 'callback', 'password'];

export const isEntryCode = (code: string): boolean => ENTRY_AREAS.includes(code.slice(0, code.indexOf('.')));

export const entryErrorMessages = (): EntryErrorMessages =>
  Object.fromEntries(
    Object.entries(errorCatalogue)
      .filter(([code]) => isEntryCode(code))
      .map(([code, entry]) => [code, { severity: entry.severity, es: spanishMessages[code as ErrorCode], en: entry.en }]),
  );
