// The message of a catalogue code in a language: the two symmetrical message tables. The web
// app's and the mails'; the server's answers need only the status (catalogue.ts).
import type { Language } from '../constants.js';
import { isErrorCode, type ErrorCode, type ErrorParams } from './catalogue.js';
import { fillIn } from '../fill-in.js';
import { englishMessages } from './messages-en.js';
import { spanishMessages } from './messages-es.js';

export const errorMessages: Record<Language, Record<ErrorCode, string>> = { es: spanishMessages, en: englishMessages };

export interface ResolvedError {
  code: ErrorCode;
  message: string;
}

/** Looks a code up; anything unknown resolves to the unknown error. */
export const resolveError = (code: unknown, language: Language, params: ErrorParams = {}): ResolvedError => {
  const known: ErrorCode = isErrorCode(code) ? code : 'general.unknown';
  return { code: known, message: fillIn(errorMessages[language][known], params) };
};
