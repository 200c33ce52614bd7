// The one mapping from anything thrown to an HTTP answer with a catalogue code.
// 5xx bodies never carry internals: only the code, its status' phrase and the request id.
import type { ErrorCode, ErrorStatuses } from '@fotostudio/shared/errors/catalogue';
import { errorAnswer } from '@fotostudio/shared/errors/error-answer';
import { codedRuleCodeOf } from '@fotostudio/shared/contracts/route';
import { ZodError } from 'zod';
import { DomainError, type ErrorIssue } from '../errors.js';
import type { HttpResult } from './types.js';

const codeForStatus: Record<number, ErrorCode> = {
  400: 'general.validation',
  401: 'auth.unauthorized',
  403: 'auth.forbidden',
  404: 'general.route_not_found',
  405: 'general.method_not_allowed',
  413: 'general.payload_too_large',
  415: 'general.unsupported_media_type',
  429: 'rate_limit.too_many_requests',
};

const issuesOf = (error: ZodError): ErrorIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const { statusCode } = error;
  return typeof statusCode === 'number' ? statusCode : undefined;
};

/** Cancellation codes an error carries: ours (`codes`), the SDK's (`CancellationReasons`), or its causes'. */
const cancellationCodesOf = (error: unknown, depth = 0): unknown[] => {
  if (!(error instanceof Error) || depth > 3) return [];
  const own = 'codes' in error && Array.isArray(error.codes) ? (error.codes as unknown[]) : [];
  const reasons =
    'CancellationReasons' in error && Array.isArray(error.CancellationReasons)
      ? (error.CancellationReasons as unknown[]).map((r) => (r && typeof r === 'object' && 'Code' in r ? r.Code : undefined))
      : [];
  return [...own, ...reasons, ...cancellationCodesOf(error.cause, depth + 1)];
};

/**
 * A transaction DynamoDB canceled because another one touched the same items at the same
 * moment, still losing after the use case's own retries: the caller may simply try again.
 */
const isTransactionConflict = (error: unknown): boolean => cancellationCodesOf(error).includes('TransactionConflict');

export interface MappedError {
  status: number;
  code: ErrorCode;
  issues?: ErrorIssue[];
  /** Seconds until a refused (429) caller may try again. */
  retryAfterSeconds?: number;
  /** True for failures the caller could not cause: worth an error log. */
  unexpected: boolean;
}

const hasStatus = (statuses: ErrorStatuses, code: string): code is ErrorCode => Object.prototype.hasOwnProperty.call(statuses, code);

/**
 * `statuses` is the function's status table (every code its bundle can throw has its status:
 * web/test/error-catalogue.test.ts); a code missing from it answers as an unexpected failure.
 */
export const mapError = (error: unknown, statuses: ErrorStatuses): MappedError => {
  if (error instanceof DomainError) {
    const status = statuses[error.code];
    if (status === undefined) return { status: 500, code: 'general.unknown', unexpected: true };
    return {
      status,
      code: error.code,
      issues: error.issues,
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
      unexpected: status >= 500,
    };
  }
  if (error instanceof ZodError) {
    const coded = codedRuleCodeOf(error.issues);
    const code = coded !== undefined && hasStatus(statuses, coded) ? coded : 'general.validation';
    return { status: statuses[code] ?? 400, code, issues: issuesOf(error), unexpected: false };
  }
  if (isTransactionConflict(error)) return { status: 409, code: 'general.changed_meanwhile', unexpected: false };
  const status = statusOf(error);
  const code = status === undefined ? undefined : codeForStatus[status];
  if (status !== undefined && code !== undefined) return { status, code, unexpected: false };
  return { status: 500, code: 'general.unknown', unexpected: true };
};

/** A 429 whose thrower named no time (a throttled AWS call): a short wait, as the SDK's own backoff. */
const DEFAULT_RETRY_AFTER_SECONDS = 5;

/** Every 429 tells when to try again, in whole seconds (at least 1). */
const retryAfterOf = (mapped: MappedError): Record<string, string> =>
  mapped.status === 429 ? { 'retry-after': String(Math.max(1, Math.ceil(mapped.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS))) } : {};

export const errorResult = (mapped: MappedError, requestId: string | undefined): HttpResult => {
  const body = errorAnswer(mapped.code, mapped.status, {
    ...(requestId ? { requestId } : {}),
    ...(mapped.issues?.length ? { issues: mapped.issues } : {}),
  });
  return {
    statusCode: mapped.status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...retryAfterOf(mapped) },
    body: JSON.stringify(body),
  };
};
