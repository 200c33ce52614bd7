// Session images go to storage a few at a time (PARALLEL_UPLOADS); a file that fails is
// skipped and the rest go on (spec section 4 "Session create"). The sending itself is
// injected, so the queue's rules are tested without a network.
import { PARALLEL_UPLOADS } from '@fotostudio/shared/sessions/session-limits';

export interface UploadProgress {
  total: number;
  /** Files whose upload ended, either way. */
  finished: number;
  failed: number;
  /** The file counted in "Uploading {n} of {total}": the next to finish, never above total. */
  current: number;
  /** 0..1 of all the files' bytes sent (each file weighs the same). */
  fraction: number;
}

export interface UploadQueueOptions<T> {
  upload: (item: T, onProgress: (fraction: number) => void, signal: AbortSignal | undefined) => Promise<void>;
  /** @default PARALLEL_UPLOADS */
  parallel?: number;
  onProgress?: (progress: UploadProgress) => void;
  onUploaded?: (item: T) => void;
  onFailed?: (item: T, error: unknown) => void;
  /** Stops starting new files; those in flight are the sender's to abort. */
  signal?: AbortSignal;
}

export interface UploadQueueResult<T> {
  uploaded: T[];
  failed: T[];
  /** Never started, because the queue was stopped. */
  skipped: T[];
}

export const runUploadQueue = async <T>(items: readonly T[], options: UploadQueueOptions<T>): Promise<UploadQueueResult<T>> => {
  const total = items.length;
  const fractions = new Array<number>(total).fill(0);
  const result: UploadQueueResult<T> = { uploaded: [], failed: [], skipped: [] };
  let next = 0;

  const report = () => {
    const finished = result.uploaded.length + result.failed.length;
    const sent = fractions.reduce((sum, fraction) => sum + fraction, 0);
    options.onProgress?.({
      total,
      finished,
      failed: result.failed.length,
      current: Math.min(finished + 1, total),
      fraction: total === 0 ? 1 : sent / total,
    });
  };

  const worker = async () => {
    while (next < total) {
      const index = next;
      next += 1;
      const item = items[index] as T;
      if (options.signal?.aborted) {
        result.skipped.push(item);
        continue;
      }
      try {
        await options.upload(
          item,
          (fraction) => {
            fractions[index] = Math.min(1, Math.max(0, fraction));
            report();
          },
          options.signal,
        );
        fractions[index] = 1;
        result.uploaded.push(item);
        options.onUploaded?.(item);
      } catch (error) {
        // A failed file counts as done for the bar: the rest go on without it.
        fractions[index] = 1;
        result.failed.push(item);
        options.onFailed?.(item, error);
      }
      report();
    }
  };

  report();
  const workers = Math.max(1, Math.min(options.parallel ?? PARALLEL_UPLOADS, total));
  await Promise.all(Array.from({ length: workers }, worker));
  return result;
};
