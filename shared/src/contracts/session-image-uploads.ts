// How a set of a session's images is uploaded and removed (docs/media.md): the session's proofs
// (sessions.ts) and the delivery's finals (session-finals.ts) take and answer the same shapes,
// through four routes of each set that imageSetRoutes declares once: tickets for the files (a
// presigned POST, or an S3 multipart upload above the single-request size UPLOAD_MAX_BYTES), a
// stored part recorded, the multipart upload completed, and the marked images removed.
import * as z from 'zod';
import { PLAN_LIMIT_CEILINGS } from '../plans.js';
import { SESSION_IMAGE_LIMITS } from '../sessions/session-limits.js';
import { entityId as id } from './ids.js';
import { defineRoute } from './route.js';

export const imageUploadFile = z
  .object({
    fileName: z.string().trim().min(1).max(255),
    /** Checked by the server, which answers with its own code per file. */
    contentType: z.string().max(100),
    sizeBytes: z.number().int().positive(),
    /** SHA-256 of the bytes (hex): the same file twice is refused before it is sent. */
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict();

export const imageUploadRequest = z
  .object({ files: z.array(imageUploadFile).min(1).max(SESSION_IMAGE_LIMITS.perRequest) })
  .strict();

export const IMAGE_UPLOAD_REFUSALS = ['type_not_allowed', 'size_exceeded', 'duplicate_in_selection', 'similar_in_session', 'limit_reached'] as const;

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

export const imageUploadTicket = z.object({
  fileName: z.string(),
  sha256: z.string(),
  /** A file up to UPLOAD_MAX_BYTES that may be sent: POST every field, then the file last as `file`. */
  upload: z
    .object({ imageId: z.string(), url: z.string(), fields: z.record(z.string(), z.string()), key: z.string(), expiresAt: z.string() })
    .nullable(),
  /** A larger file that may be sent (or continued), in parts. Absent in answers from before. */
  multipart: multipartUpload.nullable().optional(),
  refusal: z.enum(IMAGE_UPLOAD_REFUSALS).nullable(),
});

const sessionParams = z.object({ sessionId: id }).strict();

/** All four routes are the photographer's, served by the sessions function. */
const photographerOfSessions = { domain: 'sessions', auth: 'photographer' } as const;

interface ImageSet<P extends z.ZodType> {
  /**
   * `Image` or `Final`: the routes are `sessions.create<name>Uploads`, `sessions.record<name>Part`,
   * `sessions.complete<name>Upload` and `sessions.remove<name>s`.
   */
  name: string;
  /** `images` or `finals`: the set's path is `/api/sessions/{sessionId}/<folder>`. */
  folder: string;
  /** One image of the set, `/api/sessions/{sessionId}/<folder>/{<param>}`: its parameters. */
  item: { param: string; params: P };
}

/** The upload and removal routes of one set of a session's images. */
export const imageSetRoutes = <P extends z.ZodType>({ name, folder, item }: ImageSet<P>) => {
  const path = `/api/sessions/{sessionId}/${folder}` as const;
  const itemPath = `${path}/{${item.param}}` as const;
  return {
    tickets: defineRoute({
      ...photographerOfSessions,
      id: `sessions.create${name}Uploads`,
      method: 'POST',
      path: `${path}/uploads`,
      params: sessionParams,
      body: imageUploadRequest,
      response: z.object({ tickets: z.array(imageUploadTicket), limit: z.number(), imageCount: z.number() }),
      successStatus: 201,
    }),
    part: defineRoute({
      ...photographerOfSessions,
      id: `sessions.record${name}Part`,
      method: 'PUT',
      path: `${itemPath}/parts`,
      body: uploadedPart,
      params: item.params,
      response: z.object({ uploaded: z.array(uploadedPart) }),
    }),
    complete: defineRoute({
      ...photographerOfSessions,
      id: `sessions.complete${name}Upload`,
      method: 'POST',
      path: `${itemPath}/complete`,
      body: z.object({}).strict(),
      params: item.params,
      response: z.object({ completed: z.literal(true) }),
    }),
    remove: defineRoute({
      ...photographerOfSessions,
      id: `sessions.remove${name}s`,
      method: 'POST',
      path: `${path}/remove`,
      params: sessionParams,
      body: z.object({ imageIds: z.array(id).min(1).max(PLAN_LIMIT_CEILINGS.imagesPerSession) }).strict(),
      response: z.object({ removed: z.array(z.string()), deletedErrors: z.array(z.string()) }),
    }),
  };
};
