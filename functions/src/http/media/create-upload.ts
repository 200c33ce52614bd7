import { createUpload } from '@fotostudio/shared/contracts/media';
import { requireStorageRoom } from '../../account/storage-usage.js';
import { photographerRoute } from '../../lib/http/http-function.js';
import { newUploadStem } from '../../media/object-keys.js';
import { presignImageUpload } from '../../media/presigned-upload.js';

/** A profile photo, logo or product image; refused once storage usage reached the quota. */
export const createUploadHandler = photographerRoute(createUpload, async ({ caller, body }) => {
  await requireStorageRoom(caller.photographerId);
  return presignImageUpload({
    keyWithoutExtension: newUploadStem(caller.photographerId, body.purpose),
    contentType: body.contentType,
    sizeBytes: body.sizeBytes,
  });
});
