// The body of every error answer (the functions', the WAF's 429 and the local gateway's): the
// catalogue code and, as `message`, the standard English phrase of its HTTP status. The words
// a person reads come from the code, through the message tables (messages-en.ts,
// messages-es.ts) in the web app, so no server bundle carries them (issue 21).
import type { ErrorResponse } from '../contracts/route.js';
import type { ErrorCode } from './catalogue.js';

const STATUS_PHRASES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The phrase of an error status; a status outside the table says only whose fault it was. */
export const statusPhrase = (status: number): string => STATUS_PHRASES[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');

/** The answer of a code with its status (the caller's status table: a lean function carries only its part). */
export const errorAnswer = (code: ErrorCode, status: number, extras: Omit<ErrorResponse['error'], 'code' | 'message'> = {}): ErrorResponse => ({
  error: { code, message: statusPhrase(status), ...extras },
});
