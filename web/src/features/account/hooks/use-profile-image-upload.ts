import type { Me } from '@fotostudio/shared/contracts/account';
import type { UploadPurpose } from '@fotostudio/shared/contracts/media';
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { imageFileProblem, uploadImage } from '../../../lib/image-upload';
import { useUpdateProfile } from '../api/update-profile';

/** The purposes of the profile screen (product images belong to the catalogue). */
export type ProfileImagePurpose = Extract<UploadPurpose, 'profilePhoto' | 'businessLogo'>;

export type ImageUploadState =
  | { status: 'idle' }
  /** progress 0..1 of the bytes sent to storage */
  | { status: 'uploading'; progress: number }
  | { status: 'saving' }
  | { status: 'error'; code: ErrorCode };

const KEY_FIELD = { profilePhoto: 'photoKey', businessLogo: 'logoKey' } as const;

/**
 * The profile photo or business logo: check the file here, ask the API for a presigned
 * POST, send the bytes straight to storage with progress, then attach the new key with
 * PUT /api/me (whose answer carries the signed URL to show). `remove` clears it.
 */
export const useProfileImageUpload = (purpose: ProfileImagePurpose) => {
  const [state, setState] = useState<ImageUploadState>({ status: 'idle' });
  const { trigger } = useUpdateProfile();
  const inFlight = useRef<AbortController | null>(null);

  const fail = (error: unknown) => {
    setState({ status: 'error', code: error instanceof ApiError ? error.code : 'upload.failed' });
  };

  const upload = useCallback(
    async (file: File): Promise<Me | undefined> => {
      const problem = imageFileProblem(file);
      if (problem) {
        setState({ status: 'error', code: problem });
        return undefined;
      }
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setState({ status: 'uploading', progress: 0 });
      try {
        const key = await uploadImage(purpose, file, {
          signal: controller.signal,
          onProgress: (progress) => setState({ status: 'uploading', progress }),
        });
        setState({ status: 'saving' });
        const me = await trigger({ [KEY_FIELD[purpose]]: key });
        setState({ status: 'idle' });
        return me;
      } catch (error) {
        if (!controller.signal.aborted) fail(error);
        return undefined;
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [purpose, trigger],
  );

  const remove = useCallback(async (): Promise<Me | undefined> => {
    setState({ status: 'saving' });
    try {
      const me = await trigger({ [KEY_FIELD[purpose]]: null });
      setState({ status: 'idle' });
      return me;
    } catch (error) {
      fail(error);
      return undefined;
    }
  }, [purpose, trigger]);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, upload, remove, reset };
};
