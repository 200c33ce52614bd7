// Build-time only (vite.config.ts): the catalogue messages the client gallery can show. The
// whole catalogue would add ~10 KB gzipped to a page that must stay small on phones.
// A relative path: Vite bundles the config's relative imports but loads packages with Node,
// which cannot run the shared TypeScript.
import { errorCatalogue, type ErrorCode } from '../../../shared/src/errors/catalogue';
import { spanishMessages } from '../../../shared/src/errors/messages-es';

export type GalleryErrorMessages = Record<string, { es: string; en: string }>;

/** Besides its own `gallery.*` codes, the general ones its routes can answer with. */
const GENERAL_CODES = new Set([
  'general.unknown',
  'general.network',
  'general.validation',
  'general.not_found',
  'general.payload_too_large',
  'general.changed_meanwhile',
  'rate_limit.too_many_requests',
]);

export const isGalleryCode = (code: string): boolean => code.startsWith('gallery.') || GENERAL_CODES.has(code);

export const galleryErrorMessages = (): GalleryErrorMessages =>
  Object.fromEntries(
    Object.entries(errorCatalogue)
      .filter(([code]) => isGalleryCode(code))
      .map(([code, entry]) => [code, { es: spanishMessages[code as ErrorCode], en: entry.en }]),
  );
