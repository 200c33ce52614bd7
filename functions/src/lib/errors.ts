// Typed domain errors. Use cases throw these; the HTTP error middleware maps each one,
// once, to its catalogue status (from the statuses its function was built with) and code.
// The error's message is its code: the server carries no message texts
// (shared/src/errors/catalogue.ts).
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';

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
    super(code, { cause: options.cause });
    this.name = 'DomainError';
    this.code = code;
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (code: ErrorCode = 'general.not_found'): DomainError => new DomainError(code);
