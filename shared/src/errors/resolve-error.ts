// The message of a catalogue code in the user's language: the catalogue's English joined
// with messages-es.ts. The web app's; the server needs only the status and the English.
import type { Language } from '../constants.js';
import { errorCatalogue, isErrorCode, type CatalogueEntry, type ErrorCode, type ErrorParams } from './catalogue.js';
import { spanishMessages } from './messages-es.js';

export interface ResolvedError extends CatalogueEntry {
  code: ErrorCode;
  es: string;
  message: string;
}

/** Looks a code up; anything unknown resolves to the unknown error. */
export const resolveError = (code: unknown, language: Language, params: ErrorParams = {}): ResolvedError => {
  const known: ErrorCode = isErrorCode(code) ? code : 'general.unknown';
  const found = { ...errorCatalogue[known], es: spanishMessages[known] };
  const message = found[language].replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
  return { ...found, code: known, message };
};
