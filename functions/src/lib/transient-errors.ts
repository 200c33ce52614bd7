// Whether a failed call is worth another try: a timeout, a throttle, a service's 5xx, a dropped
// connection or a race lost too many times pass; anything else (a refused photo, a bug, a
// missing item) does not. The image function retries the first kind with backoff and lets the
// rest fail (docs/media.md, "Bursts").
import { THROTTLING } from './aws-json.js';
import { DomainError } from './errors.js';

const TRANSIENT_NAMES: ReadonlySet<string> = new Set([
  ...THROTTLING,
  // DynamoDB and S3 (SDK v3 exception names)
  'Throttling',
  'SlowDown',
  'ServiceUnavailable',
  'InternalError',
  'InternalServerError',
  'RequestTimeout',
  'RequestTimeoutException',
  'TransactionConflictException',
  'TransactionInProgressException',
  // The SDK's own and the runtime's
  'TimeoutError',
  'AbortError',
]);

/** Socket-level failures (Node and undici). */
const TRANSIENT_CODES: ReadonlySet<string> = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

/** Races lost more often than the write's own retries allow: another run reads afresh. */
const TRANSIENT_DOMAIN_CODES: ReadonlySet<string> = new Set(['general.changed_meanwhile', 'sessions.changed_meanwhile']);

/** Why a transaction was cancelled, when only conflicts or throttles cancelled it. */
const cancelledOnlyBy = (error: { CancellationReasons?: unknown }): boolean => {
  const reasons = Array.isArray(error.CancellationReasons) ? (error.CancellationReasons as { Code?: string }[]) : [];
  const codes = reasons.map((reason) => reason.Code).filter((code) => code !== undefined && code !== 'None');
  return codes.length > 0 && codes.every((code) => code === 'TransactionConflict' || code === 'ThrottlingError' || code === 'ProvisionedThroughputExceeded');
};

/** A state the code itself knows will pass (an object still being written): try again later. */
export class RetryLater extends Error {
  override readonly name = 'RetryLater';
}

export const isTransientError = (error: unknown, depth = 0): boolean => {
  if (!(error instanceof Error) || depth > 5) return false;
  if (error instanceof RetryLater) return true;
  if (error instanceof DomainError) return TRANSIENT_DOMAIN_CODES.has(error.code);
  const shaped = error as Error & {
    code?: unknown;
    status?: unknown;
    $retryable?: unknown;
    $metadata?: { httpStatusCode?: number };
    CancellationReasons?: unknown;
  };
  if (TRANSIENT_NAMES.has(error.name)) return true;
  if (typeof shaped.code === 'string' && TRANSIENT_CODES.has(shaped.code)) return true;
  if (shaped.$retryable) return true;
  const status = shaped.$metadata?.httpStatusCode ?? (typeof shaped.status === 'number' ? shaped.status : undefined);
  if (status !== undefined && (status >= 500 || status === 429)) return true;
  if (error.name === 'TransactionCanceledException') return cancelledOnlyBy(shaped);
  return isTransientError(error.cause, depth + 1);
};

export interface TransientRetryOptions {
  /** Tries in all. @default 6 */
  attempts?: number;
  /** The first pause, doubled each time (with jitter) up to `maxMs`. @default 500 */
  baseMs?: number;
  /** @default 8000 */
  maxMs?: number;
  /** No pause may end past this time (ms since the epoch): the invocation's deadline, less a margin. */
  deadline?: number;
  onRetry?: (error: unknown, attempt: number, pauseMs: number) => void;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` until it succeeds, fails for good (not transient: thrown at once) or the tries
 * or the time run out (the last transient error is thrown, for the caller's own retries).
 */
export const retryTransient = async <T>(task: () => Promise<T>, options: TransientRetryOptions = {}): Promise<T> => {
  const { attempts = 6, baseMs = 500, maxMs = 8_000, deadline, onRetry } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= attempts || !isTransientError(error)) throw error;
      const wait = Math.min(maxMs, baseMs * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2);
      if (deadline !== undefined && Date.now() + wait >= deadline) throw error;
      onRetry?.(error, attempt, wait);
      await pause(wait);
    }
  }
};
