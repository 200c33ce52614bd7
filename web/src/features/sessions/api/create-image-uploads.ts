import { completeFinalUpload, createFinalUploads, recordFinalPart } from '@fotostudio/shared/contracts/session-finals';
import { completeImageUpload, createImageUploads, recordImagePart } from '@fotostudio/shared/contracts/sessions';
import type { RouteResponse } from '@fotostudio/shared/contracts/route';
import type * as z from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type ImageUploadFile = z.input<typeof createImageUploads.body>['files'][number];
export type ImageUploadAnswer = RouteResponse<typeof createImageUploads>;
export type ImageUploadTicket = ImageUploadAnswer['tickets'][number];

/** POST /api/sessions/{id}/images/uploads: a presigned POST, a multipart upload or a refusal per file (at most perRequest files). Not cached. */
export const postImageUploads = (sessionId: string, files: ImageUploadFile[]): Promise<ImageUploadAnswer> =>
  apiRequest(createImageUploads, { params: { sessionId }, body: { files } });

/** PUT /api/sessions/{id}/images/{imageId}/parts: one stored part of a multipart upload. */
export const putImagePart = (sessionId: string, imageId: string, part: { partNumber: number; etag: string }): Promise<unknown> =>
  apiRequest(recordImagePart, { params: { sessionId, imageId }, body: part });

/** POST /api/sessions/{id}/images/{imageId}/complete: every part recorded, the file is whole. */
export const postImageComplete = (sessionId: string, imageId: string): Promise<unknown> =>
  apiRequest(completeImageUpload, { params: { sessionId, imageId }, body: {} });

/** Which set of the session the files go to: its proofs (the images) or the delivery's finals ("Entrega"). */
export type UploadSet = 'proofs' | 'finals';

/** The three upload calls of a set: the finals' routes take and answer exactly what the images' do. */
export const uploadCallsOf = (set: UploadSet) =>
  set === 'proofs'
    ? { tickets: postImageUploads, part: putImagePart, complete: postImageComplete }
    : {
        tickets: (sessionId: string, files: ImageUploadFile[]): Promise<ImageUploadAnswer> => apiRequest(createFinalUploads, { params: { sessionId }, body: { files } }),
        part: (sessionId: string, imageId: string, part: { partNumber: number; etag: string }): Promise<unknown> =>
          apiRequest(recordFinalPart, { params: { sessionId, finalId: imageId }, body: part }),
        complete: (sessionId: string, imageId: string): Promise<unknown> => apiRequest(completeFinalUpload, { params: { sessionId, finalId: imageId }, body: {} }),
      };
