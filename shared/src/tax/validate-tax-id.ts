// The spec's "Tax identifier check result" with its Spanish messages (section 5 "Tax id"):
// what the profile, billing settings and invoice client fields show under the input.
import type { Language } from '../constants.js';
import type { ErrorParams } from '../errors/catalogue.js';
import { resolveError } from '../errors/resolve-error.js';
import { checkTaxId, taxIdProblemParams, type TaxIdType } from './tax-id.js';

export interface TaxIdValidation {
  isValid: boolean;
  type: TaxIdType;
  isCompany: boolean;
  cleanValue: string;
  /** The message of the problem (Spanish unless asked otherwise), or null when valid. */
  error: string | null;
}

export const validateTaxId = (value: string, language: Language = 'es'): TaxIdValidation => {
  const { error, ...check } = checkTaxId(value);
  const params: ErrorParams = error ? taxIdProblemParams(error) : {};
  return { ...check, error: error ? resolveError(error.code, language, params).message : null };
};
