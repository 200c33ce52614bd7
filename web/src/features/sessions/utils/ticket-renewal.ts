// A POST ticket is signed for 5 minutes (functions/src/media/presigned-upload.ts), yet 500 photos
// of 5 MB take 7 minutes over a 50 Mbit/s uplink and hours over a phone's: tickets asked for the
// whole selection at the start expired before their files' turn, and S3 refused those files
// (the upload bench's first run: 195 of 500). So just before a file is sent, a ticket that
// expires within RENEW_MARGIN_MS is asked again, with the files after it in the queue (one request
// for up to perRequest files): the server answers a pending file with the same image and key,
// newly signed (docs/media.md), so asking again never makes a second image.
import { SESSION_IMAGE_LIMITS } from '@fotostudio/shared/sessions/session-limits';

/** Time a file's upload may still need after its ticket is checked. */
export const RENEW_MARGIN_MS = 60_000;

export interface RenewableTicket {
  sha256: string;
  upload?: { expiresAt: string } | null;
  multipart?: { expiresAt: string } | null;
}

export interface QueuedUpload<I, T> {
  item: I;
  ticket: T;
}

export interface TicketRenewalOptions {
  /** @default SESSION_IMAGE_LIMITS.perRequest */
  perRequest?: number;
  /** @default RENEW_MARGIN_MS */
  marginMs?: number;
  now?: () => number;
}

/**
 * Answers, for an entry of `queue` about to be sent, a ticket that stays valid for at least the
 * margin: its own, or one asked again (`ask` answers tickets matched by SHA-256). Entries are sent
 * in the queue's order; the entries asked again with it are the next ones not started yet.
 */
export const createTicketRenewal = <I extends { sha256: string }, T extends RenewableTicket>(
  queue: readonly QueuedUpload<I, T>[],
  ask: (items: I[]) => Promise<T[]>,
  { perRequest = SESSION_IMAGE_LIMITS.perRequest, marginMs = RENEW_MARGIN_MS, now = () => Date.now() }: TicketRenewalOptions = {},
) => {
  const indexOf = new Map(queue.map((entry, index) => [entry, index]));
  const latest = new Map<number, T>();
  const asking = new Map<number, Promise<T | undefined>>();
  const started = new Set<number>();

  const stale = (ticket: T): boolean => {
    const expiresAt = ticket.upload?.expiresAt ?? ticket.multipart?.expiresAt;
    return expiresAt !== undefined && Date.parse(expiresAt) - now() < marginMs;
  };

  const renew = (index: number): Promise<T | undefined> => {
    const batch = [index];
    for (let next = index + 1; next < queue.length && batch.length < perRequest; next += 1) {
      if (!started.has(next) && !asking.has(next)) batch.push(next);
    }
    const answer = ask(batch.map((at) => (queue[at] as QueuedUpload<I, T>).item)).then((tickets) => new Map(tickets.map((ticket) => [ticket.sha256, ticket])));
    for (const at of batch) {
      const sha256 = (queue[at] as QueuedUpload<I, T>).item.sha256;
      const renewed = answer.then((bySha) => bySha.get(sha256)).finally(() => asking.delete(at));
      asking.set(at, renewed);
      void renewed.then(
        (ticket) => ticket && latest.set(at, ticket),
        () => undefined,
      );
    }
    return asking.get(index) as Promise<T | undefined>;
  };

  return async (entry: QueuedUpload<I, T>): Promise<T> => {
    const index = indexOf.get(entry);
    if (index === undefined) throw new Error('not an entry of this queue');
    started.add(index);
    const inFlight = asking.get(index);
    if (inFlight) await inFlight.catch(() => undefined);
    const current = latest.get(index) ?? entry.ticket;
    if (!stale(current)) return current;
    const renewed = await renew(index);
    if (!renewed) throw new Error(`no ticket for ${entry.item.sha256} when asked again`);
    return renewed;
  };
};
