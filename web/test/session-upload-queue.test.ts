import { describe, expect, it } from 'vitest';
import { runUploadQueue, type UploadProgress } from '../src/features/sessions/utils/upload-queue';

/** A fake sender whose uploads the test finishes by hand, recording how many run at once. */
const manualSender = () => {
  const running = new Map<string, { resolve: () => void; reject: (error: Error) => void; progress: (fraction: number) => void }>();
  let peak = 0;
  const started: string[] = [];
  const upload = (item: string, onProgress: (fraction: number) => void) =>
    new Promise<void>((resolve, reject) => {
      started.push(item);
      running.set(item, { resolve, reject, progress: onProgress });
      peak = Math.max(peak, running.size);
    }).finally(() => running.delete(item));
  const settle = async (item: string, outcome: 'ok' | 'fail') => {
    const entry = running.get(item);
    if (!entry) throw new Error(`${item} is not uploading`);
    if (outcome === 'ok') entry.resolve();
    else entry.reject(new Error('storage refused'));
    // Let the queue start the next file.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { upload, settle, running, started, peak: () => peak };
};

const files = (count: number) => Array.from({ length: count }, (_, index) => `IMG_${index + 1}.jpg`);

describe('the session upload queue', () => {
  it('sends at most `parallel` files at once and starts the next as soon as one ends', async () => {
    const sender = manualSender();
    const done = runUploadQueue(files(10), { upload: sender.upload, parallel: 4 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...sender.running.keys()]).toEqual(['IMG_1.jpg', 'IMG_2.jpg', 'IMG_3.jpg', 'IMG_4.jpg']);
    await sender.settle('IMG_2.jpg', 'ok');
    expect([...sender.running.keys()].sort()).toEqual(['IMG_1.jpg', 'IMG_3.jpg', 'IMG_4.jpg', 'IMG_5.jpg']);
    while (sender.running.size > 0) await sender.settle([...sender.running.keys()][0] ?? '', 'ok');
    const result = await done;
    expect(sender.peak()).toBe(4);
    expect(result.uploaded).toHaveLength(10);
    expect(result.failed).toEqual([]);
  });

  it('skips a failed file and goes on with the rest', async () => {
    const sender = manualSender();
    const failedSeen: string[] = [];
    const done = runUploadQueue(files(6), { upload: sender.upload, parallel: 2, onFailed: (item) => failedSeen.push(item) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await sender.settle('IMG_1.jpg', 'fail');
    await sender.settle('IMG_2.jpg', 'ok');
    await sender.settle('IMG_3.jpg', 'ok');
    await sender.settle('IMG_4.jpg', 'fail');
    await sender.settle('IMG_5.jpg', 'ok');
    await sender.settle('IMG_6.jpg', 'ok');
    const result = await done;
    expect(sender.started).toEqual(files(6));
    expect(result.failed).toEqual(['IMG_1.jpg', 'IMG_4.jpg']);
    expect(failedSeen).toEqual(['IMG_1.jpg', 'IMG_4.jpg']);
    expect(result.uploaded).toEqual(['IMG_2.jpg', 'IMG_3.jpg', 'IMG_5.jpg', 'IMG_6.jpg']);
  });

  it('counts "Uploading n of total" from the files that ended, and the bar from the bytes sent', async () => {
    const sender = manualSender();
    const reports: UploadProgress[] = [];
    const done = runUploadQueue(files(3), { upload: sender.upload, parallel: 2, onProgress: (progress) => reports.push(progress) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reports.at(-1)).toEqual({ total: 3, finished: 0, failed: 0, current: 1, fraction: 0 });
    sender.running.get('IMG_1.jpg')?.progress(0.5);
    expect(reports.at(-1)?.fraction).toBeCloseTo(0.5 / 3);
    await sender.settle('IMG_1.jpg', 'fail');
    expect(reports.at(-1)).toMatchObject({ finished: 1, failed: 1, current: 2 });
    await sender.settle('IMG_2.jpg', 'ok');
    await sender.settle('IMG_3.jpg', 'ok');
    await done;
    expect(reports.at(-1)).toEqual({ total: 3, finished: 3, failed: 1, current: 3, fraction: 1 });
  });

  it('starts nothing more once stopped', async () => {
    const sender = manualSender();
    const stop = new AbortController();
    const done = runUploadQueue(files(5), { upload: sender.upload, parallel: 1, signal: stop.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop.abort();
    await sender.settle('IMG_1.jpg', 'ok');
    const result = await done;
    expect(sender.started).toEqual(['IMG_1.jpg']);
    expect(result.skipped).toHaveLength(4);
  });
});
