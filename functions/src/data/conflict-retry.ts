// Optimistic writes that lost a race (a transaction canceled as a conflict, or a condition
// on what was read that no longer holds) are run again from a fresh read. A jittered, growing
// pause keeps a burst of writers from colliding again in lockstep.
import { DomainError } from '../lib/errors.js';
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';

/** What one attempt asks for when it lost the race. */
export const TRY_AGAIN = Symbol('try again');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it returns a value; after `attempts` lost races the caller gets the
 * catalogue conflict `exhausted` (a 409 the user can retry), never a 500.
 */
export const retryLostRaces = async <T>(
  attempt: () => Promise<T | typeof TRY_AGAIN>,
  exhausted: ErrorCode,
  attempts = 30,
  /** Pauses double from `baseMs` up to `maxMs`; many writers of one item need a wider spread to stop colliding. */
  pauses: { baseMs: number; maxMs: number } = { baseMs: 10, maxMs: 250 },
): Promise<T> => {
  for (let n = 1; n <= attempts; n += 1) {
    const result = await attempt();
    if (result !== TRY_AGAIN) return result;
    await pause(Math.random() * Math.min(pauses.maxMs, pauses.baseMs * 2 ** Math.min(n, 8)));
  }
  throw new DomainError(exhausted);
};
