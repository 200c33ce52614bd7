import type { UploadPurpose } from '@fotostudio/shared/contracts/media';
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCodeOf } from '../lib/api-client';
import { imageFileProblem, saveWhenUploadVerified, uploadImage } from '../lib/image-upload';

export type ImageUploadState =
  | { status: 'idle' }
  /** progress 0..1 of the bytes sent to storage */
  | { status: 'uploading'; progress: number }
  | { status: 'saving' }
  | { status: 'error'; code: ErrorCode };

const codeOf = (error: unknown): ErrorCode => errorCodeOf(error, 'upload.failed');

/**
 * One image upload, for every screen that has one: check the file here (type and size,
 * with the catalogue's messages), ask the API for a presigned POST, send the bytes straight
 * to storage with progress, then `attach` the new key (save it on the profile, or just hand
 * it to a form). The API attaches a key only once the image function has verified its
 * bytes, so the attach waits out upload.not_ready (shown as saving). A newer upload or
 * leaving the screen aborts the one in flight.
 */
export const useImageUpload = <T>(purpose: UploadPurpose, attach: (key: string) => Promise<T>) => {
  const [state, setState] = useState<ImageUploadState>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  /**
   * Runs a save step with the saving state, for attaching or detaching an image; once
   * `signal` aborts (a newer upload took over) it leaves the state to that one.
   */
  const save = useCallback(async (step: () => Promise<T>, signal?: AbortSignal): Promise<T | undefined> => {
    setState({ status: 'saving' });
    try {
      const result = await step();
      if (!signal?.aborted) setState({ status: 'idle' });
      return result;
    } catch (error) {
      if (!signal?.aborted) setState({ status: 'error', code: codeOf(error) });
      return undefined;
    }
  }, []);

  const upload = useCallback(
    async (file: File): Promise<T | undefined> => {
      const problem = imageFileProblem(file);
      if (problem) {
        setState({ status: 'error', code: problem });
        return undefined;
      }
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setState({ status: 'uploading', progress: 0 });
      let key: string;
      try {
        key = await uploadImage(purpose, file, {
          signal: controller.signal,
          onProgress: (progress) => setState({ status: 'uploading', progress }),
        });
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'error', code: codeOf(error) });
        if (inFlight.current === controller) inFlight.current = null;
        return undefined;
      }
      try {
        return await save(() => saveWhenUploadVerified(() => attach(key), controller.signal), controller.signal);
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [purpose, attach, save],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, upload, save, reset };
};
