import { describe, expect, it } from 'vitest';
import { createTicketRenewal, RENEW_MARGIN_MS, type QueuedUpload } from '../src/features/sessions/utils/ticket-renewal';

interface Item {
  sha256: string;
}
interface Ticket {
  sha256: string;
  upload: { expiresAt: string; signedAt: number } | null;
  multipart?: { expiresAt: string } | null;
}

const MINUTE = 60_000;

const at = <T>(list: readonly T[], index: number): T => {
  const entry = list[index];
  if (entry === undefined) throw new Error(`no entry ${index}`);
  return entry;
};
const START = Date.parse('2026-11-29T16:00:00.000Z');

/** A queue of `count` files whose tickets were signed at `signedAt` for 5 minutes, and a server that signs anew at the clock's time. */
const setup = (count: number) => {
  const clock = { now: START };
  const ticketAt = (sha256: string, signedAt: number): Ticket => ({ sha256, upload: { expiresAt: new Date(signedAt + 5 * MINUTE).toISOString(), signedAt } });
  const queue: QueuedUpload<Item, Ticket>[] = Array.from({ length: count }, (_, index) => {
    const sha256 = `sha-${index}`;
    return { item: { sha256 }, ticket: ticketAt(sha256, START) };
  });
  const asked: string[][] = [];
  const ask = async (items: Item[]) => {
    asked.push(items.map((item) => item.sha256));
    await Promise.resolve();
    return items.map((item) => ticketAt(item.sha256, clock.now));
  };
  const current = createTicketRenewal(queue, ask, { perRequest: 3, now: () => clock.now });
  return { clock, queue, asked, current };
};

describe('renewing upload tickets before their files are sent', () => {
  it('sends with the ticket the selection got while it stays valid beyond the margin', async () => {
    const { clock, queue, asked, current } = setup(4);
    clock.now = START + 5 * MINUTE - RENEW_MARGIN_MS - 1;
    for (const entry of queue) expect(await current(entry)).toBe(entry.ticket);
    expect(asked).toEqual([]);
  });

  it('asks a ticket about to expire again, with the next files not started, in one request; those then need no request of their own', async () => {
    const { clock, queue, asked, current } = setup(5);
    expect((await current(at(queue, 0))).upload?.signedAt).toBe(START);
    clock.now = START + 4 * MINUTE + 30_000;
    const renewed = await current(at(queue, 1));
    expect(renewed.upload?.signedAt).toBe(clock.now);
    // perRequest 3: this file and the two after it; the first one had started.
    expect(asked).toEqual([['sha-1', 'sha-2', 'sha-3']]);
    expect((await current(at(queue, 2))).upload?.signedAt).toBe(clock.now);
    expect((await current(at(queue, 3))).upload?.signedAt).toBe(clock.now);
    expect(asked).toHaveLength(1);
    // The last file was outside that request: asked on its own turn.
    expect((await current(at(queue, 4))).upload?.signedAt).toBe(clock.now);
    expect(asked).toEqual([['sha-1', 'sha-2', 'sha-3'], ['sha-4']]);
  });

  it('asks again a renewed ticket that has aged past the margin by its turn (a slow uplink)', async () => {
    const { clock, queue, asked, current } = setup(3);
    clock.now = START + 10 * MINUTE;
    await current(at(queue, 0));
    clock.now = START + 20 * MINUTE;
    const later = await current(at(queue, 2));
    expect(later.upload?.signedAt).toBe(START + 20 * MINUTE);
    expect(asked).toEqual([['sha-0', 'sha-1', 'sha-2'], ['sha-2']]);
  });

  it('shares one request among files sent at the same moment', async () => {
    const { clock, queue, asked, current } = setup(3);
    clock.now = START + 6 * MINUTE;
    const tickets = await Promise.all(queue.map((entry) => current(entry)));
    expect(tickets.map((ticket) => ticket.upload?.signedAt)).toEqual([clock.now, clock.now, clock.now]);
    expect(asked).toEqual([['sha-0', 'sha-1', 'sha-2']]);
  });

  it('fails the file when the server has no ticket for it any more', async () => {
    const { clock, queue } = setup(1);
    const none = createTicketRenewal(queue, async () => [], { now: () => clock.now });
    clock.now = START + 6 * MINUTE;
    await expect(none(at(queue, 0))).rejects.toThrow('no ticket');
  });
});
