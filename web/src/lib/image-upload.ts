// One image from the browser to storage, for every screen that has one (profile photo,
// business logo, product image): the browser's own file check, a presigned POST from
// POST /api/uploads, then the bytes straight to storage with progress. The caller
// attaches the returned key to its own record.
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@fotostudio/shared/constants';
import { createUpload, type UploadPurpose } from '@fotostudio/shared/contracts/media';
import { apiRequest } from './api-client';
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
