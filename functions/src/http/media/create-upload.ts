import { randomUUID } from 'node:crypto';
import { createUpload } from '@fotostudio/shared/contracts/media';
import { photographerRoute } from '../../lib/http/http-function.js';
import { uploadPrefix } from '../../media/object-keys.js';
import { presignImageUpload } from '../../media/presigned-upload.js';

const FILE_STEM = { profilePhoto: 'photo', businessLogo: 'logo', productImage: 'product' } as const;

export const createUploadHandler = photographerRoute(createUpload, async ({ caller, body }) => {
  return presignImageUpload({
    // A fresh name per upload: a cached old photo can never be served for the new one.
    keyWithoutExtension: `${uploadPrefix(caller.photographerId, body.purpose)}${FILE_STEM[body.purpose]}-${randomUUID()}`,
    contentType: body.contentType,
    sizeBytes: body.sizeBytes,
  });
});
