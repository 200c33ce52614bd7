// Tickets for a selection are asked SESSION_IMAGE_LIMITS.perRequest files at a time; each
// answer is matched back to its files by their SHA-256 (unique once duplicates are out).
import { SESSION_IMAGE_LIMITS } from '@fotostudio/shared/sessions/session-limits';

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
): Promise<TicketOutcome<I, T>[]> => {
  const outcomes: TicketOutcome<I, T>[] = [];
  for (const chunk of chunksOf(items, perRequest)) {
    try {
      const answer = await ask(chunk);
      onAnswer?.(answer);
      const bySha = new Map(answer.tickets.map((ticket) => [ticket.sha256, ticket]));
      for (const item of chunk) outcomes.push({ item, ticket: bySha.get(item.sha256) ?? null, error: bySha.has(item.sha256) ? null : new Error('no ticket') });
    } catch (error) {
      for (const item of chunk) outcomes.push({ item, ticket: null, error });
    }
  }
  return outcomes;
};
