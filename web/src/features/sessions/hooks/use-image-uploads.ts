// The browser side of session image uploads, shared by the wizard's last step and the
// detail's Images tab: check and hash a selection, then ask tickets and send the accepted
// files to storage a few at a time. What reached storage is safe if the tab closes: the
// server has the image item and the image function processes the file.
import { listSessionImages } from '@fotostudio/shared/contracts/sessions';
import type { ErrorCode, ErrorParams } from '@fotostudio/shared/errors/catalogue';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorCodeOf } from '../../../lib/api-client';
import { postPresignedForm, putPresignedPart } from '../../../lib/upload';
import { useInvalidateRoutes } from '../../../lib/use-route';
import { postImageComplete, postImageUploads, putImagePart, type ImageUploadTicket } from '../api/create-image-uploads';
import { checkSelection, sha256Hex, type SelectionProblem } from '../utils/image-selection';
import { requestTickets } from '../utils/ticket-requests';
import { sendInParts } from '../utils/upload-parts';
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
  | { kind: 'asking' }
  | ({ kind: 'uploading' } & UploadProgress);

export interface SendOutcome {
  uploaded: number;
  failed: number;
  refused: number;
}

const problemOf = (problem: SelectionProblem): UploadProblem =>
  problem.code === 'files.limit_reached' ? { code: problem.code, params: { limit: problem.limit } } : { code: problem.code };

let nextKey = 1;

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
    async (sessionId: string): Promise<SendOutcome> => {
      const waiting = latest.current.filter((item): item is UploadItem & { sha256: string } => item.status === 'waiting' && item.sha256 !== null);
      const outcome: SendOutcome = { uploaded: 0, failed: 0, refused: 0 };
      if (waiting.length === 0) return outcome;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setPhase({ kind: 'asking' });

      let limit = 0;
      const outcomes = await requestTickets<UploadItem & { sha256: string }, ImageUploadTicket, Awaited<ReturnType<typeof postImageUploads>>>(
        waiting,
        (chunk) =>
          postImageUploads(
            sessionId,
            chunk.map((item) => ({ fileName: item.file.name, contentType: item.file.type, sizeBytes: item.file.size, sha256: item.sha256 })),
          ),
        (answer) => {
          limit = answer.limit;
        },
      );

      const accepted: { item: UploadItem; ticket: ImageUploadTicket }[] = [];
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

      const result = await runUploadQueue(accepted, {
        signal: abort.signal,
        onProgress: (progress) => setPhase({ kind: 'uploading', ...progress }),
        upload: ({ item, ticket }, onProgress, signal) => {
          patch(item.key, { status: 'uploading' });
          if (ticket.upload) return postPresignedForm(ticket.upload, item.file, { onProgress, signal });
          const multipart = ticket.multipart;
          if (!multipart) return Promise.reject(new ApiError('files.upload_failed', 0));
          // Above the single-request size: in parts, a dropped part sent again (docs/media.md).
          return sendInParts(
            item.file,
            multipart,
            {
              put: (url, body, onPart, partSignal) => putPresignedPart(url, body, { onProgress: onPart, signal: partSignal }),
              record: async (part) => {
                await putImagePart(sessionId, multipart.imageId, part);
              },
              complete: async () => {
                await postImageComplete(sessionId, multipart.imageId);
              },
            },
            { onProgress, signal, retryable: (error) => error instanceof ApiError && (error.status === 0 || error.status >= 500) },
          );
        },
        onUploaded: ({ item }) => patch(item.key, { status: 'uploaded' }),
        onFailed: ({ item }) => patch(item.key, { status: 'failed', problem: { code: 'files.upload_failed', params: { file: item.file.name } } }),
      });
      outcome.uploaded = result.uploaded.length;
      outcome.failed += result.failed.length + result.skipped.length;
      if (controller.current === abort) controller.current = null;
      setPhase({ kind: 'idle' });
      // The new images show as pending and the list polls until they are processed.
      void invalidate([listSessionImages]);
      return outcome;
    },
    [invalidate, patch],
  );

  return { items, phase, add, remove, removeRefused, clear, send };
};
