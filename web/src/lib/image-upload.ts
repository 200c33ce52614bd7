// One image from the browser to storage, for every screen that has one (profile photo,
// business logo, product image): the browser's own file check, a presigned POST from
// POST /api/uploads, then the bytes straight to storage with progress. The caller
// attaches the returned key to its own record.
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@fotostudio/shared/constants';
import { createUpload, type UploadPurpose } from '@fotostudio/shared/contracts/media';
import { apiRequest, errorCodeOf } from './api-client';
import { postPresignedForm, type UploadOptions } from './upload';

export type ImageFileProblem = 'upload.type_not_allowed' | 'upload.size_exceeded';

/** For the file input's `accept`. */
export const ACCEPTED_IMAGE_TYPES = UPLOAD_CONTENT_TYPES.join(',');

/** JPEG, PNG or WEBP, at most 5 MB (spec section 5); the server and the upload policy check again. */
export const imageFileProblem = (file: { type: string; size: number }): ImageFileProblem | undefined => {
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'upload.type_not_allowed';
  if (file.size > UPLOAD_MAX_BYTES) return 'upload.size_exceeded';
  return undefined;
};

/**
 * Uploads `file` for `purpose` and resolves with its storage key. Not cached: each
 * presigned POST is single-use. Rejects with an ApiError carrying a catalogue code.
 */
export const uploadImage = async (purpose: UploadPurpose, file: File, options: UploadOptions = {}): Promise<string> => {
  const presigned = await apiRequest(createUpload, { body: { purpose, contentType: file.type, sizeBytes: file.size } });
  await postPresignedForm(presigned, file, options);
  return presigned.key;
};

/**
 * Pauses between attempts while the image function checks a new upload's bytes (about
 * 20 s in all; it usually takes well under a second).
 */
const VERIFICATION_WAITS_MS = [250, 400, 600, 900, 1300, 1800, 2500, 3500, 4500, 5000];

const pause = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Runs a save that attaches a new upload (profile, logo, product). The API refuses an
 * upload whose bytes are not verified yet with upload.not_ready (409): that one answer is
 * waited on and the save tried again, with growing pauses; any other answer is final.
 */
export const saveWhenUploadVerified = async <T>(save: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
  for (const wait of VERIFICATION_WAITS_MS) {
    try {
      return await save();
    } catch (error) {
      if (errorCodeOf(error) !== 'upload.not_ready' || signal?.aborted) throw error;
      await pause(wait, signal);
    }
  }
  return save();
};
