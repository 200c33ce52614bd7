import { createImageUploads } from '@fotostudio/shared/contracts/sessions';
import type { RouteResponse } from '@fotostudio/shared/contracts/route';
import type * as z from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type ImageUploadFile = z.input<typeof createImageUploads.body>['files'][number];
export type ImageUploadAnswer = RouteResponse<typeof createImageUploads>;
export type ImageUploadTicket = ImageUploadAnswer['tickets'][number];

/** POST /api/sessions/{id}/images/uploads: a presigned POST or a refusal per file (at most perRequest files). Not cached. */
export const postImageUploads = (sessionId: string, files: ImageUploadFile[]): Promise<ImageUploadAnswer> =>
  apiRequest(createImageUploads, { params: { sessionId }, body: { files } });
