// The browser side of session image uploads, shared by the wizard's last step and the
// detail's Images tab: check and hash a selection, then ask tickets and send the accepted
// files to storage a few at a time. What reached storage is safe if the tab closes: the
// server has the image item and the image function processes the file. Into a session whose
// package allows no download the files are compressed first (lib/image-compression.ts) and the
// smaller of each original and its compressed copy is sent. Requests that drop on the way are
// sent again after growing pauses (the server answers the same file with the same image), and
// a ticket about to expire is asked again just before its file is sent (utils/ticket-renewal.ts).
import { listSessionFinals } from '@fotostudio/shared/contracts/session-finals';
import { listSessionImages } from '@fotostudio/shared/contracts/sessions';
import type { ErrorCode, ErrorParams } from '@fotostudio/shared/errors/catalogue';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorCodeOf } from '../../../lib/api-client';
import { createCompressor } from '../../../lib/image-compression';
import { postPresignedForm, putPresignedPart } from '../../../lib/upload';
import { useInvalidateRoutes } from '../../../lib/use-route';
import { uploadCallsOf, type ImageUploadAnswer, type ImageUploadTicket, type UploadSet } from '../api/create-image-uploads';
import { checkSelection, sha256Hex, type SelectionProblem } from '../utils/image-selection';
import { paced } from '../utils/progress-pace';
import { createTicketRenewal } from '../utils/ticket-renewal';
import { requestTickets, TICKET_RETRY_WAITS_MS } from '../utils/ticket-requests';
import { retrying, sendInParts } from '../utils/upload-parts';
import { runUploadQueue, type UploadProgress } from '../utils/upload-queue';

export type UploadItemStatus = 'waiting' | 'refused' | 'uploading' | 'uploaded' | 'failed';

export interface UploadProblem {
  code: ErrorCode;
  params?: ErrorParams;
}

export interface UploadItem {
  key: number;
  file: File;
  sha256: string | null;
  status: UploadItemStatus;
  problem: UploadProblem | null;
  /** Set once the server gave it a ticket: the image it becomes. */
  imageId: string | null;
}

export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'checking'; done: number; total: number }
  | { kind: 'compressing'; done: number; total: number }
  | { kind: 'asking' }
  | ({ kind: 'uploading' } & UploadProgress);

export interface SendOutcome {
  uploaded: number;
  failed: number;
  refused: number;
}

/** A request worth sending again: it did not arrive (status 0), the server failed, or it lost a race there. */
const transientRequestError = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500 || error.code === 'sessions.changed_meanwhile');

/** Files compressed at once (the spec's batches of 3). */
const COMPRESSION_PARALLEL = 3;

export interface SendOptions {
  /** The session's package allows no download: compress before sending (`compressesUploads`). */
  compress?: boolean;
  /** The set the files join: the session's images (default) or the delivery's finals, never compressed. */
  set?: UploadSet;
}

const problemOf = (problem: SelectionProblem): UploadProblem =>
  problem.code === 'files.limit_reached' ? { code: problem.code, params: { limit: problem.limit } } : { code: problem.code };

let nextKey = 1;

/** A picked file with what is sent for it: the file itself, or its smaller compressed copy, and that one's SHA-256. */
type ToSend = UploadItem & { sha256: string; sent: File };

/**
 * Compresses the picked files COMPRESSION_PARALLEL at a time, each replaced by the smaller of
 * it and its compressed copy (hashed again when the copy is sent); a file that cannot be
 * compressed is sent as it is, with the catalogue's notice (spec section 5).
 */
const compressAll = async (
  picked: (UploadItem & { sha256: string })[],
  onDone: (done: number) => void,
  patch: (key: number, fields: Partial<UploadItem>) => void,
): Promise<ToSend[]> => {
  const compressor = createCompressor(COMPRESSION_PARALLEL);
  const sent: ToSend[] = new Array<ToSend>(picked.length);
  let next = 0;
  let done = 0;
  onDone(0);
  const worker = async () => {
    for (let index = next++; index < picked.length; index = next++) {
      const item = picked[index] as UploadItem & { sha256: string };
      try {
        const candidate = await compressor.compress(item.file);
        const sha256 = candidate.file === item.file ? item.sha256 : await sha256Hex(candidate.file);
        sent[index] = { ...item, sha256, sent: candidate.file };
      } catch {
        patch(item.key, { problem: { code: 'files.compression_failed', params: { file: item.file.name } } });
        sent[index] = { ...item, sent: item.file };
      }
      done += 1;
      onDone(done);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(COMPRESSION_PARALLEL, picked.length) }, worker));
  } finally {
    compressor.close();
  }
  return sent;
};

export const useImageUploads = () => {
  const invalidate = useInvalidateRoutes();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const latest = useRef<UploadItem[]>([]);
  const controller = useRef<AbortController | null>(null);

  const update = useCallback((change: (current: UploadItem[]) => UploadItem[]) => {
    latest.current = change(latest.current);
    setItems(latest.current);
  }, []);

  const patch = useCallback(
    (key: number, fields: Partial<UploadItem>) => update((current) => current.map((item) => (item.key === key ? { ...item, ...fields } : item))),
    [update],
  );

  // Leaving (closing the dialog) stops what has not reached storage yet.
  useEffect(() => () => controller.current?.abort(), []);

  /**
   * Adds picked files after checking them against each other, those already picked and
   * `imageCount` images already in the session, of at most `perSession`. Resolves with the new items.
   */
  const add = useCallback(
    async (files: readonly File[], imageCount: number, perSession: number): Promise<UploadItem[]> => {
      if (files.length === 0) return [];
      const picked = latest.current.filter((item) => item.status === 'waiting');
      setPhase({ kind: 'checking', done: 0, total: files.length });
      // The files already picked come first, so a new copy of one is the duplicate.
      const checked = await checkSelection([...picked.map((item) => item.file), ...files], {
        imageCount,
        perSession,
        hash: (file) => {
          const known = picked.find((item) => item.file === file);
          return known?.sha256 ? Promise.resolve(known.sha256) : sha256Hex(file);
        },
        onHashed: (done, total) => setPhase({ kind: 'checking', done, total }),
      });
      const added: UploadItem[] = checked.slice(picked.length).map((entry) => ({
        key: nextKey++,
        file: entry.file,
        sha256: entry.sha256,
        status: entry.problem ? 'refused' : 'waiting',
        problem: entry.problem ? problemOf(entry.problem) : null,
        imageId: null,
      }));
      update((current) => [...current, ...added]);
      setPhase({ kind: 'idle' });
      return added;
    },
    [update],
  );

  const remove = useCallback((key: number) => update((current) => current.filter((item) => item.key !== key)), [update]);
  const removeRefused = useCallback(() => update((current) => current.filter((item) => item.status !== 'refused')), [update]);
  const clear = useCallback(() => {
    update(() => []);
    setPhase({ kind: 'idle' });
  }, [update]);

  /** Asks tickets for the waiting files of `sessionId` and sends the accepted ones; refusals stay listed per file. */
  const send = useCallback(
    async (sessionId: string, options: SendOptions = {}): Promise<SendOutcome> => {
      const picked = latest.current.filter((item): item is UploadItem & { sha256: string } => item.status === 'waiting' && item.sha256 !== null);
      const outcome: SendOutcome = { uploaded: 0, failed: 0, refused: 0 };
      if (picked.length === 0) return outcome;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const calls = uploadCallsOf(options.set ?? 'proofs');
      const waiting = options.compress && options.set !== 'finals' ? await compressAll(picked, (done) => setPhase({ kind: 'compressing', done, total: picked.length }), patch) : picked.map((item) => ({ ...item, sent: item.file }));
      setPhase({ kind: 'asking' });

      const askTickets = (chunk: ToSend[]) =>
        calls.tickets(
          sessionId,
          chunk.map((item) => ({ fileName: item.sent.name, contentType: item.sent.type, sizeBytes: item.sent.size, sha256: item.sha256 })),
        );
      let limit = 0;
      const outcomes = await requestTickets<ToSend, ImageUploadTicket, ImageUploadAnswer>(
        waiting,
        askTickets,
        (answer) => {
          limit = answer.limit;
        },
        undefined,
        { waitsMs: TICKET_RETRY_WAITS_MS, retryable: transientRequestError },
      );

      const accepted: { item: ToSend; ticket: ImageUploadTicket }[] = [];
      for (const { item, ticket, error } of outcomes) {
        const sendable = ticket?.upload ?? ticket?.multipart;
        if (ticket && sendable) {
          accepted.push({ item, ticket });
          patch(item.key, { imageId: sendable.imageId });
        } else if (ticket?.refusal) {
          outcome.refused += 1;
          const code = `files.${ticket.refusal}` as ErrorCode;
          patch(item.key, { status: 'refused', problem: ticket.refusal === 'limit_reached' ? { code, params: { limit } } : { code } });
        } else {
          outcome.failed += 1;
          patch(item.key, { status: 'failed', problem: { code: errorCodeOf(error, 'files.upload_failed'), params: { file: item.file.name } } });
        }
      }

      const currentTicket = createTicketRenewal(accepted, (items) =>
        retrying(async () => (await askTickets(items)).tickets, { waitsMs: TICKET_RETRY_WAITS_MS, retryable: transientRequestError, signal: abort.signal }),
      );
      const progress = paced((state: UploadProgress) => setPhase({ kind: 'uploading', ...state }));
      const result = await runUploadQueue(accepted, {
        signal: abort.signal,
        onProgress: progress.push,
        upload: async (entry, onProgress, signal) => {
          const { item } = entry;
          patch(item.key, { status: 'uploading' });
          const ticket = await currentTicket(entry);
          const upload = ticket.upload;
          // The same bytes to the same key again, if the request dropped: still one image.
          if (upload) return retrying(() => postPresignedForm(upload, item.sent, { onProgress, signal }), { retryable: transientRequestError, signal });
          const multipart = ticket.multipart;
          if (!multipart) throw new ApiError('files.upload_failed', 0);
          // Above the single-request size: in parts, a dropped part sent again (docs/media.md).
          return sendInParts(
            item.sent,
            multipart,
            {
              put: (url, body, onPart, partSignal) => putPresignedPart(url, body, { onProgress: onPart, signal: partSignal }),
              record: async (part) => {
                await calls.part(sessionId, multipart.imageId, part);
              },
              complete: async () => {
                await calls.complete(sessionId, multipart.imageId);
              },
            },
            { onProgress, signal, retryable: transientRequestError },
          );
        },
        onUploaded: ({ item }) => patch(item.key, { status: 'uploaded' }),
        onFailed: ({ item }) => patch(item.key, { status: 'failed', problem: { code: 'files.upload_failed', params: { file: item.file.name } } }),
      });
      progress.cancel();
      outcome.uploaded = result.uploaded.length;
      outcome.failed += result.failed.length + result.skipped.length;
      if (controller.current === abort) controller.current = null;
      setPhase({ kind: 'idle' });
      // The new images show as pending and the list polls until they are processed.
      void invalidate([options.set === 'finals' ? listSessionFinals : listSessionImages]);
      return outcome;
    },
    [invalidate, patch],
  );

  return { items, phase, add, remove, removeRefused, clear, send };
};
