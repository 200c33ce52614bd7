// Typed domain errors. Use cases throw these; the HTTP error middleware maps each one,
// once, to its catalogue status and code.
import { errorCatalogue, type ErrorCode } from '@fotostudio/shared/errors/catalogue';

export interface ErrorIssue {
  path: string;
  message: string;
}

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly issues: ErrorIssue[] | undefined;
  /** For a 429: when the caller may try again (the answer's Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, options: { cause?: unknown; issues?: ErrorIssue[]; retryAfterSeconds?: number } = {}) {
    super(errorCatalogue[code].en, { cause: options.cause });
    this.name = 'DomainError';
    this.code = code;
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return errorCatalogue[this.code].status;
  }
}

export const notFound = (code: ErrorCode = 'general.not_found'): DomainError => new DomainError(code);
