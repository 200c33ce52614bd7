// The local S3 notification bridge runs the image function at most `concurrency` invocations
// at once (the source's reserved concurrency on AWS, at most the machine's cores here): a burst
// of uploads waits its turn instead of running past the function's timeout. Retries of a
// failed invocation free the slot while they wait.
import { eventSources } from '@fotostudio/functions/event-sources';
import type { S3Event } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../local/logger.js';
import { concurrencyLimit, createS3EventBridge, localConcurrencyOf } from '../local/s3/s3-event-bridge.js';
import type { S3rverRecord } from '../local/s3/s3-messages.js';

const record = (key: string): S3rverRecord => ({
  eventName: 'ObjectCreated:Put',
  eventTime: new Date().toISOString(),
  s3: { bucket: { name: 'media' }, object: { key, size: 1, eTag: 'e' } },
});

/** A promise with its resolve, so a test decides when each invocation ends. */
const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

/** Resolves once `condition` holds, checked after every microtask turn and timer. */
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
};

describe('local S3 bridge: bounded concurrency', () => {
  it('never runs more than the limit at once, and runs them all in order of arrival', async () => {
    const limit = concurrencyLimit(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let peak = 0;
    let running = 0;
    const all = gates.map((gate, i) =>
      limit.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        started.push(i);
        await gate.promise;
        running -= 1;
      }),
    );
    await until(() => started.length === 2);
    expect(limit.state()).toEqual({ running: 2, waiting: 3 });
    for (const gate of gates) gate.resolve();
    await Promise.all(all);
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(limit.state()).toEqual({ running: 0, waiting: 0 });
  });

  it('the image source runs at most its reserved concurrency, and never more than the cores', () => {
    expect(localConcurrencyOf(eventSources.mediaOriginals)).toBeLessThanOrEqual(eventSources.mediaOriginals.concurrency);
    expect(localConcurrencyOf({ ...eventSources.mediaOriginals, concurrency: 1 })).toBe(1);
  });

  it('a burst of events reaches the function at most `concurrency` at a time, and every one is delivered', async () => {
    const gates = new Map<string, ReturnType<typeof deferred>>();
    let running = 0;
    let peak = 0;
    const delivered: string[] = [];
    const bridge = createS3EventBridge({
      bucket: 'media',
      source: eventSources.mediaOriginals,
      region: 'eu-west-1',
      logger: createLogger(true),
      concurrency: 3,
      invoke: async (event: S3Event) => {
        const key = event.Records[0]?.s3.object.key ?? '';
        running += 1;
        peak = Math.max(peak, running);
        const gate = deferred();
        gates.set(key, gate);
        await gate.promise;
        running -= 1;
        delivered.push(key);
      },
    });
    const keys = Array.from({ length: 20 }, (_, i) => `originals/p/sessions/s/${i}.jpg`);
    bridge.onRecords(keys.map(record));
    await until(() => gates.size === 3);
    expect(bridge.load()).toEqual({ running: 3, waiting: 17 });
    // Each end lets exactly one more start.
    while (delivered.length < keys.length) {
      const open = [...gates.entries()].find(([key]) => !delivered.includes(key));
      open?.[1].resolve();
      const before = delivered.length;
      await until(() => delivered.length > before);
    }
    await bridge.drain();
    expect(peak).toBe(3);
    expect(delivered.sort()).toEqual([...keys].sort());
  });
});
