import { describe, expect, it } from 'vitest';
import { partBytes, sendInParts, type MultipartTicket, type PartSender } from '../src/features/sessions/utils/upload-parts';

const PART = 4;
/** 10 bytes in parts of 4: parts 1 (0-3), 2 (4-7), 3 (8-9). */
const file = new Blob(['0123456789']);
const ticketFor = (missing: number[], uploaded: number[] = []): MultipartTicket => ({
  imageId: 'img',
  key: 'originals/p/sessions/s/img.jpg',
  expiresAt: '2030-01-01T00:00:00.000Z',
  uploadId: 'u1',
  partSize: PART,
  parts: missing.map((partNumber) => ({ partNumber, url: `https://s3.test/part-${partNumber}` })),
  uploaded: uploaded.map((partNumber) => ({ partNumber, etag: `"e${partNumber}"` })),
});

/** A storage and server stand-in that logs every call; `failures` says how often each part's PUT drops first. */
const recorder = (failures: Record<number, number> = {}) => {
  const log: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const sender: PartSender = {
    put: async (url, body) => {
      const partNumber = Number(/part-(\d+)/.exec(url)?.[1]);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await Promise.resolve();
      inFlight -= 1;
      log.push(`put ${partNumber} ${await body.text()}`);
      if ((failures[partNumber] ?? 0) > 0) {
        failures[partNumber] = (failures[partNumber] ?? 0) - 1;
        throw new Error('connection dropped');
      }
      return `"e${partNumber}"`;
    },
    record: async ({ partNumber, etag }) => {
      log.push(`record ${partNumber} ${etag}`);
    },
    complete: async () => {
      log.push('complete');
    },
  };
  return { sender, log, maxInFlight: () => maxInFlight };
};

describe('sending a large session image in parts', () => {
  it('slices parts from the part size, the last one shorter', async () => {
    expect(await partBytes(file, 1, PART).text()).toBe('0123');
    expect(await partBytes(file, 3, PART).text()).toBe('89');
  });

  it('sends only the parts not recorded yet, a bounded number at once, records each, then completes', async () => {
    const { sender, log, maxInFlight } = recorder();
    const progress: number[] = [];
    await sendInParts(file, ticketFor([2, 3], [1]), sender, { parallel: 1, onProgress: (fraction) => progress.push(fraction) });
    expect(log).toEqual(['put 2 4567', 'record 2 "e2"', 'put 3 89', 'record 3 "e3"', 'complete']);
    expect(maxInFlight()).toBe(1);
    // Part 1 was already there: the bar starts at its share.
    expect(progress[0]).toBeCloseTo(0.4);
    expect(progress.at(-1)).toBe(1);
  });

  it('sends again only the part whose connection dropped', async () => {
    const { sender, log } = recorder({ 2: 1 });
    await sendInParts(file, ticketFor([1, 2, 3]), sender, { parallel: 2, retryWaitsMs: [0, 0] });
    expect(log.filter((line) => line.startsWith('put 2'))).toHaveLength(2);
    expect(log.filter((line) => line.startsWith('put 1') || line.startsWith('put 3'))).toHaveLength(2);
    expect(log.filter((line) => line.startsWith('record')).sort()).toEqual(['record 1 "e1"', 'record 2 "e2"', 'record 3 "e3"']);
    expect(log.at(-1)).toBe('complete');
  });

  it('gives up on a part that fails every attempt, or fails for good, without completing', async () => {
    const flaky = recorder({ 3: 5 });
    await expect(sendInParts(file, ticketFor([1, 2, 3]), flaky.sender, { retryWaitsMs: [0, 0] })).rejects.toThrow('connection dropped');
    expect(flaky.log.filter((line) => line.startsWith('put 3'))).toHaveLength(3);
    expect(flaky.log).not.toContain('complete');

    const refused = recorder({ 1: 1 });
    await expect(sendInParts(file, ticketFor([1]), refused.sender, { retryWaitsMs: [0, 0], retryable: () => false })).rejects.toThrow('connection dropped');
    expect(refused.log).toEqual(['put 1 0123']);
  });
});
