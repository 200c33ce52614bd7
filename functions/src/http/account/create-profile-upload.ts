import { randomUUID } from 'node:crypto';
import { createProfileUpload } from '@fotostudio/shared/contracts/account';
import { requireAccount } from '../../account/photographer-account.js';
import { photographerRoute } from '../../lib/http/http-function.js';
import { uploadPrefix } from '../../media/owned-upload.js';
import { presignImageUpload } from '../../media/presigned-upload.js';

const FILE_STEM = { profilePhoto: 'photo', businessLogo: 'logo', productImage: 'product' } as const;

export const createProfileUploadHandler = photographerRoute(createProfileUpload, async ({ caller, body }) => {
  await requireAccount(caller.photographerId);
  return presignImageUpload({
    // A fresh name per upload: a cached old photo can never be served for the new one.
    keyWithoutExtension: `${uploadPrefix(caller.photographerId, body.purpose)}${FILE_STEM[body.purpose]}-${randomUUID()}`,
    contentType: body.contentType,
    sizeBytes: body.sizeBytes,
  });
});
