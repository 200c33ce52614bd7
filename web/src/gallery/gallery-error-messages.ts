// Build-time only (vite.config.ts): the catalogue messages the client gallery can show. The
// whole catalogue would add ~10 KB gzipped to a page that must stay small on phones.
// Relative imports: see src/i18n/pick-messages.ts.
import type { ErrorCode } from '../../../shared/src/errors/catalogue';
import { ANSWER_AREAS, ANSWER_CODES, codesOf, pickMessages, type PickedMessage } from '../i18n/pick-messages';

/** What opening the Checkout of the gallery extras can answer (issue 25 point 4, payments/checkout-session.ts). */
const CHECKOUT_CODES: readonly ErrorCode[] = [
  'payments.not_configured',
  'payments.stripe_unavailable',
  'payments.amount_too_small',
  'payments.not_connected',
  'payments.charges_disabled',
  'payments.no_method_available',
];

/** Its own `gallery.*` codes, what any HTTP function answers with, and the Checkout's refusals. */
export const GALLERY_CODES: readonly ErrorCode[] = codesOf(['gallery', ...ANSWER_AREAS], [...ANSWER_CODES, ...CHECKOUT_CODES]);

export const galleryErrorMessages = (): Record<string, PickedMessage> => pickMessages(GALLERY_CODES);
