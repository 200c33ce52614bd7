// Uploads: the browser sends files straight to S3 with a presigned POST; the API never
// proxies image bytes. Kept in its own function so the others stay small.
import * as z from 'zod';
import { defineRoute } from './route.js';

export const UPLOAD_PURPOSES = ['profilePhoto', 'businessLogo', 'productImage'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const uploadRequest = z
  .object({
    purpose: z.enum(UPLOAD_PURPOSES),
    /** Checked against the allowed types by the server, which answers with its own code. */
    contentType: z.string().max(100),
    sizeBytes: z.number().int().positive(),
  })
  .strict();

export const presignedUpload = z.object({
  /** POST the form here: every field, then the file last, as `file`. */
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  expiresAt: z.string(),
  maxBytes: z.number(),
});
export type PresignedUpload = z.infer<typeof presignedUpload>;

export const createUpload = defineRoute({
  id: 'media.createUpload',
  domain: 'media',
  method: 'POST',
  path: '/api/uploads',
  auth: 'photographer',
  body: uploadRequest,
  response: presignedUpload,
  successStatus: 201,
});
