// The whole error catalogue as one lazy chunk of the app (src/i18n/error-catalogue.ts
// imports it dynamically; the web-routes bench counts it for the dashboard by this path):
// the two message tables and the severity of every code.
import type { Language } from '@fotostudio/shared/constants';
import type { ErrorParams } from '@fotostudio/shared/errors/catalogue';
import { resolveError } from '@fotostudio/shared/errors/resolve-error';
import { severityOf, type Severity } from './error-presentation';

/** A code's message in `language` and its severity; unknown codes show the unknown error. */
export const shownErrorOf = (code: unknown, language: Language, params: ErrorParams = {}): { severity: Severity; message: string } => {
  const { code: known, message } = resolveError(code, language, params);
  return { severity: severityOf(known), message };
};
