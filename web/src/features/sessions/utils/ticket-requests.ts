// Tickets for a selection are asked SESSION_IMAGE_LIMITS.perRequest files at a time; each
// answer is matched back to its files by their SHA-256 (unique once duplicates are out). A
// request that failed on the way (a dropped connection, a server error or a race lost on the
// server) is asked again after growing pauses: the server answers the same file with the same
// image (docs/media.md), so an answer lost on the way never makes a second image.
import { SESSION_IMAGE_LIMITS } from '@fotostudio/shared/sessions/session-limits';
import { retrying } from './upload-parts';

/** Pauses before each new ticket request after a failed one. */
export const TICKET_RETRY_WAITS_MS = [1000, 3000, 8000] as const;

export interface TicketLike {
  sha256: string;
}

export const chunksOf = <T>(items: readonly T[], size: number): T[][] => {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
};

export interface TicketOutcome<I, T> {
  item: I;
  /** The server's answer for this file; null when its request failed (then `error`). */
  ticket: T | null;
  error: unknown;
}

/**
 * Asks for tickets chunk by chunk, in order. A chunk whose request fails marks its files
 * with the error and the next chunks are still asked (the server may accept them).
 */
export const requestTickets = async <I extends TicketLike, T extends TicketLike, A extends { tickets: T[] }>(
  items: readonly I[],
  ask: (chunk: I[]) => Promise<A>,
  onAnswer?: (answer: A) => void,
  perRequest: number = SESSION_IMAGE_LIMITS.perRequest,
  retry: { waitsMs?: readonly number[]; retryable?: (error: unknown) => boolean } = { waitsMs: [] },
): Promise<TicketOutcome<I, T>[]> => {
  const outcomes: TicketOutcome<I, T>[] = [];
  for (const chunk of chunksOf(items, perRequest)) {
    try {
      const answer = await retrying(() => ask(chunk), { waitsMs: retry.waitsMs ?? TICKET_RETRY_WAITS_MS, retryable: retry.retryable });
      onAnswer?.(answer);
      const bySha = new Map(answer.tickets.map((ticket) => [ticket.sha256, ticket]));
      for (const item of chunk) outcomes.push({ item, ticket: bySha.get(item.sha256) ?? null, error: bySha.has(item.sha256) ? null : new Error('no ticket') });
    } catch (error) {
      for (const item of chunk) outcomes.push({ item, ticket: null, error });
    }
  }
  return outcomes;
};
