// Session images above the single-request size (UPLOAD_MAX_BYTES) go to storage as S3
// multipart uploads (docs/media.md): the ticket's multipart part (sessions.ts), and the routes
// that record a stored part and complete the upload.
import * as z from 'zod';
import { EXAMPLE_ID, entityId as id } from './ids.js';
import { defineRoute } from './route.js';

/** A part the browser sent and the server recorded: `etag` as S3 answered the part's PUT. */
export const uploadedPart = z
  .object({ partNumber: z.number().int().min(1).max(10_000), etag: z.string().regex(/^"?[0-9A-Za-z-]{1,100}"?$/) })
  .strict();

/**
 * A file above UPLOAD_MAX_BYTES: an S3 multipart upload the server created (key, content type
 * and size fixed there). PUT each part not yet in `uploaded` to its URL (bytes from
 * `(partNumber - 1) * partSize`), record its ETag, then complete. `uploaded` is what an earlier
 * attempt recorded: a file selected again after a closed tab continues from there.
 */
export const multipartUpload = z.object({
  imageId: z.string(),
  key: z.string(),
  /** When the part URLs stop working: ask for tickets again (the upload keeps its parts). */
  expiresAt: z.string(),
  uploadId: z.string(),
  partSize: z.number().int().positive(),
  /** The URL of every part not uploaded yet. */
  parts: z.array(z.object({ partNumber: z.number().int(), url: z.string() })),
  uploaded: z.array(uploadedPart),
});

const sessionImageParams = z.object({ sessionId: id, imageId: id }).strict();

export const recordImagePart = defineRoute({
  id: 'sessions.recordImagePart',
  domain: 'sessions',
  method: 'PUT',
  path: '/api/sessions/{sessionId}/images/{imageId}/parts',
  auth: 'photographer',
  summary: 'Records a part of a multipart image upload the browser sent, so a later attempt skips it.',
  params: sessionImageParams,
  body: uploadedPart,
  response: z.object({ uploaded: z.array(uploadedPart) }),
  example: { params: { sessionId: EXAMPLE_ID, imageId: EXAMPLE_ID }, query: {}, body: { partNumber: 1, etag: '"0123456789abcdef0123456789abcdef"' } },
});

export const completeImageUpload = defineRoute({
  id: 'sessions.completeImageUpload',
  domain: 'sessions',
  method: 'POST',
  path: '/api/sessions/{sessionId}/images/{imageId}/complete',
  auth: 'photographer',
  summary: 'Completes a multipart image upload from its recorded parts; the image function then processes it.',
  params: sessionImageParams,
  body: z.object({}).strict(),
  response: z.object({ completed: z.literal(true) }),
  example: { params: { sessionId: EXAMPLE_ID, imageId: EXAMPLE_ID }, query: {}, body: {} },
});
