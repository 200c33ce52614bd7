// Build-time only (vite.config.ts): the catalogue messages the pages before a sign-in can
// show, built into the app's entry. The whole catalogue in both languages (~15 KB gzipped)
// is fetched with the dashboard, or on the first code outside this set
// (src/i18n/error-catalogue.ts). Relative imports: see pick-messages.ts.
import type { ErrorCode } from '../../../shared/src/errors/catalogue';
import { codesOf, pickMessages, type PickedMessage } from './pick-messages';

/** The areas of the sign-in, sign-up, confirmation, invitation and password pages, and the general codes. */
const ENTRY_AREAS = ['general', 'rate_limit', 'auth', 'signup', 'login', 'reset_password', 'confirm', 'invite', 'callback', 'password'];

export const ENTRY_CODES: readonly ErrorCode[] = codesOf(ENTRY_AREAS);

export const isEntryCode = (code: string): boolean => (ENTRY_CODES as readonly string[]).includes(code);

export const entryErrorMessages = (): Record<string, PickedMessage> => pickMessages(ENTRY_CODES, { severity: true });
