// A session image above the single-request size goes to storage in parts (docs/media.md): the
// ticket names the parts still missing (a file selected again after a closed tab lists only
// those), PART_PARALLEL of them are sent at a time, each recorded with the server once stored,
// and a part whose request dropped is sent again (only that part) after a short wait. When
// every part is recorded the server completes the upload. The sending is injected, so these
// rules are tested without a network.
import type { ImageUploadTicket } from '../api/create-image-uploads';

export type MultipartTicket = NonNullable<ImageUploadTicket['multipart']>;

/** Parts of one file sent at once: with the files sent in parallel, enough to fill an uplink. */
export const PART_PARALLEL = 3;
/** Waits before each new attempt at a part whose request failed; one attempt more than waits. */
export const PART_RETRY_WAITS_MS = [500, 2000, 5000] as const;

export interface PartSender {
  /** Stores the bytes at the part's presigned URL and answers the ETag storage gave it. */
  put: (url: string, body: Blob, onProgress: (fraction: number) => void, signal: AbortSignal | undefined) => Promise<string>;
  record: (part: { partNumber: number; etag: string }) => Promise<void>;
  complete: () => Promise<void>;
}

export interface SendPartsOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** @default PART_PARALLEL */
  parallel?: number;
  /** @default PART_RETRY_WAITS_MS */
  retryWaitsMs?: readonly number[];
  /** Whether a failed request is worth another attempt (a dropped connection, a server error). */
  retryable?: (error: unknown) => boolean;
}

const wait = (ms: number, signal: AbortSignal | undefined): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Runs `task` again after each of `waitsMs` while it fails with an error `retryable` accepts
 * (a dropped connection, a server error): the requests of an upload that the server makes
 * idempotent (tickets, a POST of the same bytes to the same key, the completion).
 */
export const retrying = async <T>(
  task: () => Promise<T>,
  { waitsMs = PART_RETRY_WAITS_MS, retryable = () => true, signal }: { waitsMs?: readonly number[]; retryable?: (error: unknown) => boolean; signal?: AbortSignal | undefined } = {},
): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      const pause = waitsMs[attempt];
      if (pause === undefined || signal?.aborted || !retryable(error)) throw error;
      await wait(pause, signal);
    }
  }
};

/** The bytes of part `partNumber` (from 1) of `file`. */
export const partBytes = (file: Blob, partNumber: number, partSize: number): Blob => file.slice((partNumber - 1) * partSize, partNumber * partSize);

/**
 * Sends the ticket's missing parts of `file`, then completes the upload. Rejects with the last
 * error of a part that failed every attempt (the parts recorded stay: selecting the file
 * again continues from them).
 */
export const sendInParts = async (file: Blob, ticket: MultipartTicket, sender: PartSender, options: SendPartsOptions = {}): Promise<void> => {
  const { signal, parallel = PART_PARALLEL, retryWaitsMs = PART_RETRY_WAITS_MS, retryable = () => true } = options;
  const sizeOf = (partNumber: number) => partBytes(file, partNumber, ticket.partSize).size;
  const total = file.size || 1;
  const sentBefore = ticket.uploaded.reduce((sum, part) => sum + sizeOf(part.partNumber), 0);
  const sending = new Map<number, number>();
  const report = () => options.onProgress?.(Math.min(1, (sentBefore + [...sending.values()].reduce((sum, bytes) => sum + bytes, 0)) / total));
  report();

  const sendPart = async ({ partNumber, url }: MultipartTicket['parts'][number]) => {
    const body = partBytes(file, partNumber, ticket.partSize);
    for (let attempt = 0; ; attempt += 1) {
      try {
        const etag = await sender.put(url, body, (fraction) => {
          sending.set(partNumber, fraction * body.size);
          report();
        }, signal);
        await sender.record({ partNumber, etag });
        sending.set(partNumber, body.size);
        report();
        return;
      } catch (error) {
        sending.set(partNumber, 0);
        const pause = retryWaitsMs[attempt];
        if (pause === undefined || signal?.aborted || !retryable(error)) throw error;
        await wait(pause, signal);
      }
    }
  };

  const queue = [...ticket.parts];
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    for (let part = queue.shift(); part && !failure; part = queue.shift()) {
      try {
        await sendPart(part);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, queue.length) }, worker));
  if (failure) throw failure.error;
  await retrying(sender.complete, { waitsMs: retryWaitsMs, retryable, signal });
  options.onProgress?.(1);
};
