// Build-time only (vite.config.ts): the catalogue messages the client gallery can show. The
// whole catalogue would add ~10 KB gzipped to a page that must stay small on phones.
// Relative imports: see src/i18n/pick-messages.ts.
import type { ErrorCode } from '../../../shared/src/errors/catalogue';
import { ANSWER_AREAS, ANSWER_CODES, codesOf, pickMessages, type PickedMessage } from '../i18n/pick-messages';

/** Its own `gallery.*` codes and what any HTTP function answers with. */
export const GALLERY_CODES: readonly ErrorCode[] = codesOf(['gallery', ...ANSWER_AREAS], ANSWER_CODES);

export const galleryErrorMessages = (): Record<string, PickedMessage> => pickMessages(GALLERY_CODES);
