// Build-time only (vite.site.config.ts): the catalogue messages the public site can show,
// not the whole catalogue. Relative import: see src/gallery/gallery-error-messages.ts.
import { errorCatalogue, type ErrorCode } from '../../../shared/src/errors/catalogue';
import { spanishMessages } from '../../../shared/src/errors/messages-es';

const GENERAL_CODES = new Set(['general.unknown', 'general.network', 'general.validation', 'rate_limit.too_many_requests']);

export const siteErrorMessages = (): Record<string, { es: string; en: string }> =>
  Object.fromEntries(
    Object.entries(errorCatalogue)
      .filter(([code]) => code.startsWith('site.') || GENERAL_CODES.has(code))
      .map(([code, entry]) => [code, { es: spanishMessages[code as ErrorCode], en: entry.en }]),
  );
