// Build-time only (vite.site.config.ts): the catalogue messages the public site can show,
// not the whole catalogue (a chunk fetched with the first message, src/site/api.ts).
// Relative imports: see src/i18n/pick-messages.ts.
import type { ErrorCode } from '../../../shared/src/errors/catalogue';
import { ANSWER_AREAS, ANSWER_CODES, codesOf, pickMessages, type PickedMessage } from '../i18n/pick-messages';

/**
 * Its own `site.*` codes, what any HTTP function answers with, the format rules of the forms'
 * fields (shared/src/contracts/checked-fields.ts) and the mail sender's failures.
 */
export const SITE_CODES: readonly ErrorCode[] = codesOf(
  ['site', 'tax_id', ...ANSWER_AREAS],
  [...ANSWER_CODES, 'profile.phone_invalid', 'profile.website_invalid', 'profile.accent_color_invalid', 'email.no_provider', 'email.send_failed'],
);

export const siteErrorMessages = (): Record<string, PickedMessage> => pickMessages(SITE_CODES);
