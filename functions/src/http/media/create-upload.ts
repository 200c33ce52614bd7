import { createUpload } from '@fotostudio/shared/contracts/media';
import { photographerRoute } from '../../lib/http/http-function.js';
import { newUploadStem } from '../../media/object-keys.js';
import { presignImageUpload } from '../../media/presigned-upload.js';

export const createUploadHandler = photographerRoute(createUpload, ({ caller, body }) =>
  presignImageUpload({
    keyWithoutExtension: newUploadStem(caller.photographerId, body.purpose),
    contentType: body.contentType,
    sizeBytes: body.sizeBytes,
  }),
);
